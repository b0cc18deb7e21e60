import type { RolloutCounts, RolloutGate, RolloutGateKind, WavePlan } from './model';

// A wave's gates from what its targets and stores show now: pure, so every threshold is tested
// without a database. Shares are percentages 0–100 with one decimal, and a gate is judged by the
// value it shows, so what the operator reads beside the threshold is what decided.

/** An installed target must be heard from within this long after its install. */
export const heartbeatAfterInstallMs = 15 * 60_000;
/** A register update's stores need a successful day close after their install in this share (a plan may set its own). */
export const dayCloseMinPercent = 98;
/** A store's first day close after its install is due this long after it (a close happens once a day). */
export const dayCloseDueMs = 24 * 60 * 60_000;
/** The kinds of alerts whose rise in a wave's stores holds the rollout. */
export const watchedAlertKinds = ['serviceStopped', 'dayCloseMissing'] as const;

/** Percent with one decimal; 0 of nothing is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

/** Hours with one decimal. */
const hours = (ms: number) => Math.round(ms / 360_000) / 10;

/** What the gates of one wave are computed from. */
export interface GateInput {
  kind: 'cashpoint' | 'store';
  plan: Pick<WavePlan, 'soakHours' | 'minSuccessPercent' | 'maxFailurePercent' | 'minDayClosePercent'>;
  counts: RolloutCounts;
  /** Installed targets (not rolled back) not heard from since their install, 15 minutes after it. */
  silentAfterInstall: number;
  /** Watched alerts opened in the wave's stores since it started, and over the same span before. */
  alertsAfter: number;
  alertsBefore: number;
  /** Of the wave's stores (not rolled back) whose first day close after the install is due: how many, and how many had one. */
  dayClosesDue: number;
  dayClosesDone: number;
  /** From when the soak counts: the wave's last install, or its start when none installed. */
  soakFrom: number | null;
  now: number;
}

export interface GateVerdict {
  gates: RolloutGate[];
  /** A gate that pauses at once, even while the wave installs. */
  pauseNow: RolloutGateKind | null;
  allHold: boolean;
}

/** The targets the gates judge: a rolled-back store's targets are the operator's decision already. */
export const judgedTargets = (counts: RolloutCounts) => counts.targets - counts.rolledBack;

/** Whether every judged target has ended its install (installed or failed) or is offline. */
export const installsEnded = (counts: RolloutCounts) =>
  counts.installing === 0 && counts.due === 0 && counts.waitingForWindow === 0;

/** The threshold of the alert gate: the count before plus the allowed rise (at least one alert). */
export const alertThreshold = (before: number) => before + Math.max(1, before);

export function waveGates(input: GateInput): GateVerdict {
  const { counts, plan } = input;
  const judged = judgedTargets(counts);
  const success = percent(counts.installed, judged);
  const failure = percent(counts.failed, judged);
  const soaked = input.soakFrom === null ? 0 : Math.max(0, hours(input.now - input.soakFrom));
  const alertLimit = alertThreshold(input.alertsBefore);
  // While no store's close is due yet there is nothing to judge: the gate holds, and its value is 0
  // (no due store) rather than a 100 % no close has earned; a client tells the two apart by `holds`.
  const dayClose = percent(input.dayClosesDone, input.dayClosesDue);
  const dayCloseThreshold = plan.minDayClosePercent ?? dayCloseMinPercent;
  const gates: RolloutGate[] = [
    // A wave without targets (every store rolled back, or none taken) has nothing to judge: it holds.
    {
      kind: 'successShare',
      value: success,
      threshold: plan.minSuccessPercent,
      holds: judged === 0 || success >= plan.minSuccessPercent,
    },
    {
      kind: 'failureShare',
      value: failure,
      threshold: plan.maxFailurePercent,
      holds: failure <= plan.maxFailurePercent,
    },
    {
      kind: 'heartbeatAfterInstall',
      value: input.silentAfterInstall,
      threshold: 0,
      holds: input.silentAfterInstall === 0,
    },
    { kind: 'alertRise', value: input.alertsAfter, threshold: alertLimit, holds: input.alertsAfter <= alertLimit },
    ...(input.kind === 'cashpoint'
      ? [
          {
            kind: 'dayClose' as const,
            value: dayClose,
            threshold: dayCloseThreshold,
            holds: input.dayClosesDue === 0 || dayClose >= dayCloseThreshold,
          },
        ]
      : []),
    { kind: 'soak', value: soaked, threshold: plan.soakHours, holds: judged === 0 || soaked >= plan.soakHours },
  ];
  const failing = (kind: RolloutGateKind) => gates.some((gate) => gate.kind === kind && !gate.holds);
  const pauseNow = failing('failureShare') ? 'failureShare' : failing('alertRise') ? 'alertRise' : null;
  return { gates, pauseNow, allHold: gates.every((gate) => gate.holds) };
}
