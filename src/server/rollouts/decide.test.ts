import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide, type Decision, type DecisionInput } from './decide';
import { base, evaluation, hour, now, plan, soakOver, wave } from '../test/decideKit';

// The rollouts job's decision, case by case: what one run does with a rollout in each situation.

const table: [string, DecisionInput, Decision][] = [
  [
    'a running wave whose installs go on: nothing',
    base({ waves: [wave(1, 'running')], evaluations: [evaluation(1, { installsEnded: false })] }),
    { kind: 'none' },
  ],
  [
    'a running wave above the failure ceiling: pause at once',
    base({
      waves: [wave(1, 'running'), wave(2, 'pending')],
      evaluations: [evaluation(1, { installsEnded: false, pauseNow: 'failureShare' }, ['failureShare'])],
    }),
    {
      kind: 'pause',
      wave: 1,
      gate: { kind: 'failureShare', value: 1, threshold: 1, holds: false, state: 'fails' },
    },
  ],
  [
    'a running wave with a clear rise of alerts: pause at once',
    base({
      waves: [wave(1, 'running')],
      evaluations: [evaluation(1, { installsEnded: false, pauseNow: 'alertRise' }, ['alertRise'])],
    }),
    { kind: 'pause', wave: 1, gate: { kind: 'alertRise', value: 1, threshold: 1, holds: false, state: 'fails' } },
  ],
  [
    'a running wave whose installs ended: its soak begins at the last install',
    base({ waves: [wave(1, 'running'), wave(2, 'pending')] }),
    { kind: 'beginSoak', wave: 1, lastInstallAt: now - 3 * hour, soakUntil: now - hour },
  ],
  [
    'a running wave without any install (no targets): its soak begins now',
    base({ waves: [wave(1, 'running')], evaluations: [evaluation(1, { lastInstallAt: null })] }),
    { kind: 'beginSoak', wave: 1, lastInstallAt: now, soakUntil: now + 2 * hour },
  ],
  [
    'a soaking wave before its soak is over: nothing',
    base({ waves: [wave(1, 'soaking', { soakUntil: now + 1 }), wave(2, 'pending')] }),
    { kind: 'none' },
  ],
  [
    'a soaking wave whose soak gate restarted with a late install: nothing',
    base({ evaluations: [evaluation(1, {}, ['soak'])] }),
    { kind: 'none' },
  ],
  [
    'a soaking wave with a target installing again: nothing',
    base({ evaluations: [evaluation(1, { installsEnded: false })] }),
    { kind: 'none' },
  ],
  ['soak over and every gate holds, automatic advance: the next wave starts', base({}), { kind: 'startWave', wave: 2 }],
  [
    'soak over and every gate holds, no automatic advance: the next wave waits for approval',
    base({ autoAdvance: false }),
    { kind: 'awaitApproval', wave: 2 },
  ],
  [
    'soak over and every gate holds, the next wave requires approval: it waits',
    base({ waves: [soakOver(1), wave(2, 'pending', { plan: plan(true) })] }),
    { kind: 'awaitApproval', wave: 2 },
  ],
  [
    'soak over, the heartbeat gate does not hold: pause with it',
    base({ evaluations: [evaluation(1, {}, ['heartbeatAfterInstall'])] }),
    {
      kind: 'pause',
      wave: 1,
      gate: { kind: 'heartbeatAfterInstall', value: 1, threshold: 1, holds: false, state: 'fails' },
    },
  ],
  [
    'soak over, too few day closes: pause with the day close gate',
    base({ evaluations: [evaluation(1, {}, ['dayClose'])] }),
    { kind: 'pause', wave: 1, gate: { kind: 'dayClose', value: 1, threshold: 1, holds: false, state: 'fails' } },
  ],
  [
    'soak over, too few installed: pause with the success share',
    base({ evaluations: [evaluation(1, {}, ['successShare', 'dayClose'])] }),
    { kind: 'pause', wave: 1, gate: { kind: 'successShare', value: 1, threshold: 1, holds: false, state: 'fails' } },
  ],
  [
    'the last wave soaked and every gate holds: finished',
    base({
      rollout: { state: 'running', currentWave: 3 },
      waves: [wave(1, 'done'), wave(2, 'done'), soakOver(3)],
      evaluations: [evaluation(1), evaluation(2), evaluation(3)],
    }),
    { kind: 'finish' },
  ],
  [
    'the next wave started already (by an approval meanwhile): nothing',
    base({ waves: [soakOver(1), wave(2, 'running')] }),
    { kind: 'none' },
  ],
  ...(['draft', 'waitingForApproval', 'paused', 'finished', 'cancelled'] as const).map(
    (state): [string, DecisionInput, Decision] => [
      `a rollout ${state}: nothing, even with a failing gate`,
      base({
        rollout: { state, currentWave: 1 },
        evaluations: [evaluation(1, { pauseNow: 'failureShare' }, ['failureShare'])],
      }),
      { kind: 'none' },
    ],
  ),
  ...(['pending', 'paused', 'waitingForApproval', 'done', 'cancelled'] as const).map(
    (state): [string, DecisionInput, Decision] => [
      `a current wave ${state} in a running rollout: nothing`,
      base({ waves: [soakOver(1, state), wave(2, 'pending')] }),
      { kind: 'none' },
    ],
  ),
  [
    'a running rollout before its first wave: nothing',
    base({ rollout: { state: 'running', currentWave: 0 } }),
    { kind: 'none' },
  ],
];

describe('the decision of the rollouts job', () => {
  for (const [title, input, expected] of table) {
    it(title, () => assert.deepEqual(decide(input), expected));
  }
});
