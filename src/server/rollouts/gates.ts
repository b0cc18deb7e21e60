import { rolloutGateAlertKinds, rolloutGateIgnoredDeviceStates } from '../../shared/alerts/alertKinds';
import type { GateOverride, RolloutCounts, RolloutGate, RolloutGateKind, RolloutGateState, WavePlan } from './model';

// A wave's gates from what its targets and stores show now: pure, so every threshold is tested
// without a database. Shares are percentages 0–100 with one decimal, and a gate is judged by the
// value it shows, so what the operator reads beside the threshold is what decided. A gate is judged
// only once the wave had time to act ('noch offen' before), a gate no store can measure says so, and
// a gate a person overrode judges only what got worse since (issue 45).

/** An installed target must be heard from within this long after its install. */
export const heartbeatAfterInstallMs = 15 * 60_000;
/** A register update's stores need a successful day close after their install in this share (a plan may set its own). */
export const dayCloseMinPercent = 98;
/** A store's first day close after its install is due this long after it (a close happens once a day). */
export const dayCloseDueMs = 24 * 60 * 60_000;
/** The kinds of alerts whose rise in a wave's stores holds the rollout (the shared catalogue's list). */
export const watchedAlertKinds = rolloutGateAlertKinds;
/**
 * Whether an alert of a watched kind counts for the alert gate: a `peripheralDown` alert only when
 * one of its devices ('kind:state' pairs in its detail) is in a state an update can cause.
 */
export function gateCountsAlert(alert: { kind: string; detail: string | null }): boolean {
  if (alert.kind !== 'peripheralDown' || !alert.detail) return true;
  const ignored: readonly string[] = rolloutGateIgnoredDeviceStates;
  return alert.detail.split(', ').some((pair) => !ignored.includes(pair.slice(pair.indexOf(':') + 1)));
}

/** A store behind a gate, for the links of the progress view. */
export interface GateStore {
  uid: string;
  storeId: string;
}
/** How many stores a gate names at most. */
export const gateStoresShown = 50;

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
  /** Installed targets (not rolled back) not heard from since their install, 15 minutes after it; their stores. */
  silentAfterInstall: number;
  silentStores?: readonly GateStore[];
  /**
   * Watched alerts open and not acknowledged now in the wave's stores, and the same stores' level at
   * the baseline (the wave's start, or the gate's override); the stores whose level rose.
   */
  alertsNow: number;
  alertsBefore: number;
  alertRiseStores: readonly GateStore[];
  /** Of the wave's measurable stores (not rolled back) whose first day close after the install is due: how many, how many had one, which did not. */
  dayClosesDue: number;
  dayClosesDone: number;
  dayCloseMissingStores?: readonly GateStore[];
  /** Stores of the wave that cannot report a day close (no store server): they count neither way. */
  dayCloseUnmeasurable: number;
  /** Stores of the wave not rolled back. */
  stores: number;
  /** From when the soak counts: the wave's last install, or its start when none installed. */
  soakFrom: number | null;
  /** The latest override of each gate on this wave. */
  overrides?: readonly GateOverride[];
  now: number;
}

export interface GateVerdict {
  gates: RolloutGate[];
  /** A gate that pauses at once, even while the wave installs. */
  pauseNow: RolloutGateKind | null;
  /** Whether no gate fails and the soak is over. */
  allHold: boolean;
}

/** The targets the gates judge: a rolled-back store's targets are the operator's decision already. */
export const judgedTargets = (counts: RolloutCounts) => counts.targets - counts.rolledBack;

/** Whether every judged target has ended its install (installed or failed) or is offline. */
export const installsEnded = (counts: RolloutCounts) =>
  counts.installing === 0 && counts.due === 0 && counts.waitingForWindow === 0;

/** For each gate, whether a higher value is worse (an override holds while the value is no worse). */
const higherIsWorse: Record<RolloutGateKind, boolean> = {
  successShare: false,
  failureShare: true,
  heartbeatAfterInstall: true,
  alertRise: true,
  dayClose: false,
  soak: false,
};

type Judged = Pick<RolloutGate, 'kind' | 'value' | 'threshold'> & { state: RolloutGateState } & Partial<RolloutGate>;

/** The state a gate shows: its own, or 'overridden' while a person's override covers it. */
function withOverride(gate: Judged, override: GateOverride | undefined): RolloutGate {
  let state = gate.state;
  if (override && state === 'fails') {
    // The alert gate's baseline moved to the override already: a failure there is a new rise.
    const worse =
      gate.kind === 'alertRise'
        ? true
        : higherIsWorse[gate.kind]
          ? gate.value > override.value
          : gate.value < override.value;
    if (!worse) state = 'overridden';
  } else if (override && gate.kind === 'alertRise' && state === 'holds') state = 'overridden';
  const shown: RolloutGate = { ...gate, state, holds: state !== 'fails' };
  if (override) {
    shown.override = {
      by: override.by,
      at: new Date(override.at).toISOString(),
      comment: override.comment,
      value: override.value,
    };
  }
  if (state === 'holds' || state === 'pending') delete shown.stores;
  return shown;
}

const judge = (pending: boolean, holds: boolean): RolloutGateState => (pending ? 'pending' : holds ? 'holds' : 'fails');

export function waveGates(input: GateInput): GateVerdict {
  const { counts, plan } = input;
  const judged = judgedTargets(counts);
  const success = percent(counts.installed, judged);
  const failure = percent(counts.failed, judged);
  const ended = installsEnded(counts);
  // The wave has acted once an install of it ended; its shares are judged then (success at the end).
  const anyEnded = counts.installed + counts.failed > 0;
  const soaked = input.soakFrom === null ? 0 : Math.max(0, hours(input.now - input.soakFrom));
  // The soak ends at its time to the second ('Beobachtung bis'), not when the value shown (a tenth of
  // an hour) reaches the threshold: a soak of 0.005 h would last 3 minutes, one of 2 h end early.
  const soakOver =
    plan.soakHours <= 0 || (input.soakFrom !== null && input.now - input.soakFrom >= plan.soakHours * 3_600_000);
  const dayClose = percent(input.dayClosesDone, input.dayClosesDue);
  const dayCloseThreshold = plan.minDayClosePercent ?? dayCloseMinPercent;
  const measurable = input.stores - input.dayCloseUnmeasurable;
  const names = (stores: readonly GateStore[] | undefined) =>
    (stores ?? []).slice(0, gateStoresShown).map((s) => ({ ...s }));
  const judgedGates: Judged[] = [
    // A wave without targets (every store rolled back, or none taken) has nothing to judge: it holds.
    {
      kind: 'successShare',
      value: success,
      threshold: plan.minSuccessPercent,
      state: judged === 0 ? 'holds' : judge(!ended, success >= plan.minSuccessPercent),
    },
    {
      kind: 'failureShare',
      value: failure,
      threshold: plan.maxFailurePercent,
      state: judge(!anyEnded, failure <= plan.maxFailurePercent),
    },
    {
      kind: 'heartbeatAfterInstall',
      value: input.silentAfterInstall,
      threshold: 0,
      state: input.silentAfterInstall > 0 ? 'fails' : ended ? 'holds' : 'pending',
      stores: names(input.silentStores),
    },
    {
      kind: 'alertRise',
      value: input.alertsNow,
      threshold: input.alertsBefore,
      state: judge(!anyEnded, input.alertRiseStores.length === 0),
      stores: names(input.alertRiseStores),
      alertKinds: [...watchedAlertKinds],
    },
    ...(input.kind === 'cashpoint'
      ? [
          {
            kind: 'dayClose' as const,
            value: dayClose,
            threshold: dayCloseThreshold,
            // No store can report a close: not measurable; while no measurable store's close is due: open.
            state:
              input.stores > 0 && measurable <= 0
                ? ('unmeasurable' as const)
                : judge(input.dayClosesDue === 0, dayClose >= dayCloseThreshold),
            unmeasurable: input.dayCloseUnmeasurable,
            stores: names(input.dayCloseMissingStores),
          },
        ]
      : []),
    {
      kind: 'soak',
      value: soaked,
      threshold: plan.soakHours,
      state: judged === 0 || (ended && soakOver) ? 'holds' : 'pending',
    },
  ];
  const overrideOf = (kind: RolloutGateKind) => input.overrides?.find((o) => o.kind === kind);
  const gates = judgedGates.map((gate) => withOverride(gate, overrideOf(gate.kind)));
  const failing = (kind: RolloutGateKind) => gates.some((gate) => gate.kind === kind && gate.state === 'fails');
  const pauseNow = failing('failureShare') ? 'failureShare' : failing('alertRise') ? 'alertRise' : null;
  const soak = gates.find((gate) => gate.kind === 'soak')!;
  return { gates, pauseNow, allHold: gates.every((gate) => gate.state !== 'fails') && soak.state === 'holds' };
}

/** The gates that fail now (what a resume or an approval must override). */
export const failingGates = (gates: readonly RolloutGate[]) => gates.filter((gate) => gate.state === 'fails');
