import type { RolloutFacts, RolloutGate, WaveEvaluation, WaveFacts } from './model';

// The one step the job takes for a rollout now, decided from what was read: pure, so every case is
// a table row and a property test. The job then makes that step conditional on the revision it was
// read at, so a step decided twice (two instances, a run after a crash) is made once.

export type Decision =
  | { kind: 'none' }
  /** A gate does not hold: pause with it (its value and threshold name the reason). */
  | { kind: 'pause'; wave: number; gate: RolloutGate }
  /** The current wave's installs have ended: its soak runs from its last install. */
  | { kind: 'beginSoak'; wave: number; lastInstallAt: number; soakUntil: number }
  /** The current wave is done and soaked and every gate holds: the next wave starts. */
  | { kind: 'startWave'; wave: number }
  /** As startWave, but the next wave waits for a second person's approval. */
  | { kind: 'awaitApproval'; wave: number }
  /** The last wave is done and soaked and every gate holds. */
  | { kind: 'finish' };

export interface DecisionInput {
  rollout: Pick<RolloutFacts, 'state' | 'currentWave'>;
  /** Every wave of the plan, by number from 1. */
  waves: readonly Pick<WaveFacts, 'number' | 'state' | 'plan' | 'soakUntil'>[];
  evaluations: readonly WaveEvaluation[];
  /** The context lets a wave that requires no approval start by itself. */
  autoAdvance: boolean;
  now: number;
}

const none: Decision = { kind: 'none' };

/** The gates a soaked wave must pass, in the order a pause names the first that fails. */
const soakEndOrder = ['successShare', 'failureShare', 'heartbeatAfterInstall', 'alertRise', 'dayClose'] as const;

export function decide({ rollout, waves, evaluations, autoAdvance, now }: DecisionInput): Decision {
  // Only a running rollout moves by itself: a waiting one moves on approval, a paused one on resume.
  if (rollout.state !== 'running') return none;
  const number = rollout.currentWave;
  const wave = waves.find((w) => w.number === number);
  const evaluation = evaluations.find((e) => e.number === number);
  if (!wave || !evaluation) return none;
  if (wave.state !== 'running' && wave.state !== 'soaking') return none;

  const gateOf = (kind: RolloutGate['kind']) => evaluation.gates.find((gate) => gate.kind === kind);
  if (evaluation.pauseNow) {
    const gate = gateOf(evaluation.pauseNow);
    if (gate) return { kind: 'pause', wave: number, gate };
  }
  // A target that came back and began installing, or a store whose window opened: not ended yet.
  if (!evaluation.installsEnded) return none;

  if (wave.state === 'running') {
    const soakHours = wave.plan.soakHours;
    const lastInstallAt = evaluation.lastInstallAt ?? now;
    return { kind: 'beginSoak', wave: number, lastInstallAt, soakUntil: lastInstallAt + soakHours * 3_600_000 };
  }

  // Soaking: the soak must be over by the stored time and by the installs seen now (a late one restarts it).
  const soak = gateOf('soak');
  if (wave.soakUntil === null || now < wave.soakUntil || (soak !== undefined && soak.state !== 'holds')) return none;
  for (const kind of soakEndOrder) {
    const gate = gateOf(kind);
    if (gate && !gate.holds) return { kind: 'pause', wave: number, gate };
  }

  const next = waves.find((w) => w.number === number + 1);
  if (!next) return { kind: 'finish' };
  // A next wave that has started already was started by someone else: nothing left to do here.
  if (next.state !== 'pending') return none;
  if (next.plan.requireApproval || !autoAdvance) return { kind: 'awaitApproval', wave: next.number };
  return { kind: 'startWave', wave: next.number };
}
