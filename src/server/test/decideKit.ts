import type { DecisionInput } from '../rollouts/decide';
import type { RolloutGate, RolloutGateKind, WaveEvaluation, WaveState } from '../rollouts/model';

// What the tests of the rollouts job's decision share: a fixed clock, a plan, waves and evaluations
// whose gates all hold unless a test names the failing ones.

export const hour = 3_600_000;
export const now = Date.UTC(2026, 10, 20, 12);
export const gateKinds: RolloutGateKind[] = [
  'successShare',
  'failureShare',
  'heartbeatAfterInstall',
  'alertRise',
  'dayClose',
  'soak',
];

export const plan = (requireApproval = false) => ({
  name: 'Welle',
  sharePercent: 10,
  soakHours: 2,
  minSuccessPercent: 90,
  maxFailurePercent: 5,
  requireApproval,
});

export type Wave = DecisionInput['waves'][number];
export const wave = (number: number, state: WaveState, part: Partial<Wave> = {}): Wave => ({
  number,
  state,
  plan: plan(),
  soakUntil: null,
  ...part,
});

/** An evaluation whose gates all hold unless `failing` names some. */
export function evaluation(number: number, part: Partial<WaveEvaluation> = {}, failing: RolloutGateKind[] = []) {
  const gates: RolloutGate[] = gateKinds.map((kind) => ({
    kind,
    value: 1,
    threshold: 1,
    holds: !failing.includes(kind),
    state: failing.includes(kind) ? ('fails' as const) : ('holds' as const),
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

export const soakOver = (number: number, state: WaveState = 'soaking') =>
  wave(number, state, { soakUntil: now - hour });
export const base = (part: Partial<DecisionInput>): DecisionInput => ({
  rollout: { state: 'running', currentWave: 1 },
  waves: [soakOver(1), wave(2, 'pending'), wave(3, 'pending')],
  evaluations: [evaluation(1)],
  autoAdvance: true,
  now,
  ...part,
});
