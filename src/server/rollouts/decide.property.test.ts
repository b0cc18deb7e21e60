import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { decide, type Decision, type DecisionInput } from './decide';
import type { RolloutGateKind } from './model';
import { evaluation, gateKinds, hour, now, plan, wave, type Wave } from '../test/decideKit';

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
