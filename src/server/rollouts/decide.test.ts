import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { decide, type Decision, type DecisionInput } from './decide';
import type { RolloutGate, RolloutGateKind, WaveEvaluation, WaveState } from './model';

const hour = 3_600_000;
const now = Date.UTC(2026, 10, 20, 12);
const gateKinds: RolloutGateKind[] = [
  'successShare',
  'failureShare',
  'heartbeatAfterInstall',
  'alertRise',
  'dayClose',
  'soak',
];

const plan = (requireApproval = false) => ({
  name: 'Welle',
  sharePercent: 10,
  soakHours: 2,
  minSuccessPercent: 90,
  maxFailurePercent: 5,
  requireApproval,
});

type Wave = DecisionInput['waves'][number];
const wave = (number: number, state: WaveState, part: Partial<Wave> = {}): Wave => ({
  number,
  state,
  plan: plan(),
  soakUntil: null,
  ...part,
});

/** An evaluation whose gates all hold unless `failing` names some. */
function evaluation(number: number, part: Partial<WaveEvaluation> = {}, failing: RolloutGateKind[] = []) {
  const gates: RolloutGate[] = gateKinds.map((kind) => ({
    kind,
    value: 1,
    threshold: 1,
    holds: !failing.includes(kind),
  }));
  return {
    number,
    counts: {
      stores: 1,
      targets: 10,
      waitingForWindow: 0,
      due: 0,
      installing: 0,
      installed: 10,
      failed: 0,
      offline: 0,
      rolledBack: 0,
    },
    gates,
    lastInstallAt: now - 3 * hour,
    installsEnded: true,
    pauseNow: null,
    allHold: failing.length === 0,
    estimatedEnd: null,
    ...part,
  } satisfies WaveEvaluation;
}

const soakOver = (number: number, state: WaveState = 'soaking') => wave(number, state, { soakUntil: now - hour });
const base = (part: Partial<DecisionInput>): DecisionInput => ({
  rollout: { state: 'running', currentWave: 1 },
  waves: [soakOver(1), wave(2, 'pending'), wave(3, 'pending')],
  evaluations: [evaluation(1)],
  autoAdvance: true,
  now,
  ...part,
});

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
      gate: { kind: 'failureShare', value: 1, threshold: 1, holds: false },
    },
  ],
  [
    'a running wave with a clear rise of alerts: pause at once',
    base({
      waves: [wave(1, 'running')],
      evaluations: [evaluation(1, { installsEnded: false, pauseNow: 'alertRise' }, ['alertRise'])],
    }),
    { kind: 'pause', wave: 1, gate: { kind: 'alertRise', value: 1, threshold: 1, holds: false } },
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
      gate: { kind: 'heartbeatAfterInstall', value: 1, threshold: 1, holds: false },
    },
  ],
  [
    'soak over, too few day closes: pause with the day close gate',
    base({ evaluations: [evaluation(1, {}, ['dayClose'])] }),
    { kind: 'pause', wave: 1, gate: { kind: 'dayClose', value: 1, threshold: 1, holds: false } },
  ],
  [
    'soak over, too few installed: pause with the success share',
    base({ evaluations: [evaluation(1, {}, ['successShare', 'dayClose'])] }),
    { kind: 'pause', wave: 1, gate: { kind: 'successShare', value: 1, threshold: 1, holds: false } },
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

// ---- The property: over any course of evaluations, approvals, pauses and resumes, the job starts
// every wave at most once, in order, each only after the one before it has started.

interface Model {
  state: DecisionInput['rollout']['state'];
  currentWave: number;
  waves: Wave[];
  /** The waves in the order they started (by the job or an approval). */
  starts: number[];
  now: number;
}

const evaluationArb = fc.record({
  installsEnded: fc.boolean(),
  pauseNow: fc.constantFrom<RolloutGateKind | null>(null, null, null, 'failureShare', 'alertRise'),
  failing: fc.subarray(gateKinds, { maxLength: 2 }),
  lastInstallAt: fc.option(fc.integer({ min: 0, max: 10 * hour }), { nil: null }),
});
const stepArb = fc.record({
  evaluation: evaluationArb,
  autoAdvance: fc.boolean(),
  /** Something a person does between two runs. */
  person: fc.constantFrom('nothing', 'approve', 'resume'),
  advanceMs: fc.integer({ min: 0, max: 4 * hour }),
});

function startWaveIn(model: Model, number: number) {
  const previous = model.waves.find((w) => w.number === model.currentWave);
  if (previous) previous.state = 'done';
  model.waves.find((w) => w.number === number)!.state = 'running';
  model.currentWave = number;
  model.state = 'running';
  model.starts.push(number);
}

/** What transitions.ts does for a decision, on the model. */
function apply(model: Model, decision: Decision) {
  const current = model.waves.find((w) => w.number === model.currentWave)!;
  switch (decision.kind) {
    case 'pause':
      model.state = 'paused';
      current.state = 'paused';
      break;
    case 'beginSoak':
      current.state = 'soaking';
      current.soakUntil = decision.soakUntil;
      break;
    case 'startWave':
      startWaveIn(model, decision.wave);
      break;
    case 'awaitApproval':
      model.state = 'waitingForApproval';
      current.state = 'waitingForApproval';
      break;
    case 'finish':
      model.state = 'finished';
      current.state = 'done';
      break;
    case 'none':
      break;
  }
}

describe('the decision, over any course of a rollout', () => {
  it('never starts a wave twice and never skips one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        fc.array(stepArb, { maxLength: 60 }),
        (count, approvals, steps) => {
          const waves = Array.from({ length: count }, (_, i) => wave(i + 1, 'pending', { plan: plan(approvals[i]) }));
          const model: Model = { state: 'running', currentWave: 0, waves, starts: [], now };
          startWaveIn(model, 1);
          for (const step of steps) {
            model.now += step.advanceMs;
            if (step.person === 'approve' && model.state === 'waitingForApproval')
              startWaveIn(model, model.currentWave + 1);
            if (step.person === 'resume' && model.state === 'paused') {
              model.state = 'running';
              model.waves.find((w) => w.number === model.currentWave)!.state = 'running';
            }
            const e = step.evaluation;
            const input: DecisionInput = {
              rollout: { state: model.state, currentWave: model.currentWave },
              waves: model.waves.map((w) => ({ ...w })),
              evaluations: model.waves
                .filter((w) => w.state !== 'pending')
                .map((w) =>
                  evaluation(
                    w.number,
                    {
                      installsEnded: e.installsEnded,
                      pauseNow: e.pauseNow,
                      lastInstallAt: e.lastInstallAt === null ? null : model.now - e.lastInstallAt,
                    },
                    e.pauseNow ? [...e.failing, e.pauseNow] : e.failing,
                  ),
                ),
              autoAdvance: step.autoAdvance,
              now: model.now,
            };
            const decision = decide(input);
            if (decision.kind === 'startWave' || decision.kind === 'awaitApproval') {
              // Only the wave right after the current one, only while it has not started.
              assert.equal(decision.wave, model.currentWave + 1);
              assert.equal(model.waves.find((w) => w.number === decision.wave)!.state, 'pending');
            }
            if (decision.kind === 'finish') assert.equal(model.currentWave, count);
            apply(model, decision);
          }
          // Started in order 1, 2, 3, … each once: nothing started twice, nothing skipped.
          assert.deepEqual(
            model.starts,
            Array.from({ length: model.starts.length }, (_, i) => i + 1),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
