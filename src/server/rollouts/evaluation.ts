import type { Db } from '../platform/db/connection';
import {
  dayCloseDueMs,
  gateCountsAlert,
  installsEnded,
  judgedTargets,
  waveGates,
  watchedAlertKinds,
  type GateStore,
} from './gates';
import type { RolloutFacts, WaveEvaluation, WaveFacts } from './model';
import {
  alertChecksFirstLooked,
  rolloutDayCloses,
  storeAlertsOpenSince,
  type DayCloses,
  type StoreAlert,
} from './repository/evaluationSignals';
import { wavesOfRollout } from './repository/waves';
import { addCounts, countedStores, defaultOfflineAfterSeconds, emptyCounts, type CountedStore } from './storeTargets';

export { defaultOfflineAfterSeconds } from './storeTargets';

export interface EvaluationOptions {
  /** A target not heard from for this long is offline: the alerts' limit (OFFLINE_AFTER_SECONDS). */
  offlineAfterSeconds?: number;
  /** The rollout's waves when the caller has read them already (the job). */
  waves?: readonly WaveFacts[];
}

/**
 * Every started wave of a rollout, evaluated now: counts per state, gates beside their thresholds,
 * whether its installs have ended, a gate that pauses at once, the estimated end. A few set-based
 * queries for the whole rollout (targets per store, alerts per wave, day closes), whatever its size.
 */
export async function evaluateRollout(
  db: Db,
  rollout: RolloutFacts,
  now: number,
  options: EvaluationOptions = {},
): Promise<WaveEvaluation[]> {
  const waves = options.waves ?? (await wavesOfRollout(db, rollout.id));
  const started = waves.filter((wave) => wave.startedAt !== null);
  if (started.length === 0) return [];
  const offlineAfterSeconds = options.offlineAfterSeconds ?? defaultOfflineAfterSeconds;
  // The alerts open at some moment since the earliest baseline (a wave's start or an override).
  const earliest = Math.min(...started.map((wave) => wave.startedAt!));
  const noCloses: DayCloses = { closes: new Map(), withServer: new Set() };
  const [stores, alerts, dayCloses, firstLooked] = await Promise.all([
    countedStores(db, rollout, now, offlineAfterSeconds, true),
    storeAlertsOpenSince(db, rollout.contextId, watchedAlertKinds, earliest, now),
    rollout.kind === 'cashpoint' ? rolloutDayCloses(db, rollout.id) : Promise.resolve(noCloses),
    alertChecksFirstLooked(db, watchedAlertKinds),
  ]);
  const byWave = new Map<number, CountedStore[]>();
  const alertsByStore = new Map<string, StoreAlert[]>();
  for (const alert of alerts) {
    if (!gateCountsAlert(alert)) continue;
    const list = alertsByStore.get(alert.storeUid);
    if (list) list.push(alert);
    else alertsByStore.set(alert.storeUid, [alert]);
  }
  for (const store of stores) {
    if (store.wave === null) continue;
    const list = byWave.get(store.wave);
    if (list) list.push(store);
    else byWave.set(store.wave, [store]);
  }
  return started.map((wave) => {
    const waveStores = byWave.get(wave.number) ?? [];
    return evaluateWave(wave, waveStores, alertsByStore, dayCloses, rollout.kind, now, firstLooked);
  });
}

/** Whether the alert counted at `at`: opened by then, and neither closed nor acknowledged by then. */
const openAt = (alert: StoreAlert, at: number) =>
  alert.openedAt <= at && (alert.endedAt === null || alert.endedAt > at);

function evaluateWave(
  wave: WaveFacts,
  stores: readonly CountedStore[],
  alerts: ReadonlyMap<string, readonly StoreAlert[]>,
  dayCloses: DayCloses,
  kind: RolloutFacts['kind'],
  now: number,
  firstLooked: number,
): WaveEvaluation {
  let counts = emptyCounts();
  let lastInstallAt: number | null = null;
  let silent = 0;
  let dayClosesDue = 0;
  let dayClosesDone = 0;
  let dayCloseUnmeasurable = 0;
  let judgedStores = 0;
  let alertsBefore = 0;
  let alertsNow = 0;
  const silentStores: GateStore[] = [];
  const alertRiseStores: GateStore[] = [];
  const dayCloseMissingStores: GateStore[] = [];
  // The alert gate compares each store's level now with its level at the baseline: the wave's start,
  // or when a person overrode the gate (it judges only what happened after that).
  const alertOverride = wave.gateOverrides.find((o) => o.kind === 'alertRise');
  // A wave that began before the alert checks first looked: what they found then counts as before.
  const baseline = Math.max(alertOverride?.at ?? wave.startedAt ?? now, Math.min(firstLooked, now));
  for (const store of stores) {
    counts = addCounts(counts, store.counts);
    if (store.rolledBack) continue;
    judgedStores += 1;
    const named = { uid: store.storeUid, storeId: store.storeId };
    silent += store.silent;
    if (store.silent > 0) silentStores.push(named);
    const storeAlerts = alerts.get(store.storeUid) ?? [];
    const before = storeAlerts.filter((alert) => openAt(alert, baseline)).length;
    const open = storeAlerts.filter((alert) => alert.endedAt === null).length;
    alertsBefore += before;
    alertsNow += open;
    if (open > before) alertRiseStores.push(named);
    if (store.lastInstallAt !== null && (lastInstallAt === null || store.lastInstallAt > lastInstallAt)) {
      lastInstallAt = store.lastInstallAt;
    }
    // A store without a store server reports no day close: not measurable, neither due nor done.
    if (kind === 'cashpoint' && !dayCloses.withServer.has(store.storeRowId)) {
      dayCloseUnmeasurable += 1;
      continue;
    }
    // A store's first day close after its (last) install: done when one was reported since, due a day after.
    if (store.installedAt !== null) {
      const close = dayCloses.closes.get(store.storeRowId);
      const done = close !== undefined && close >= store.installedAt;
      const due = done || now >= store.installedAt + dayCloseDueMs;
      if (due) dayClosesDue += 1;
      if (done) dayClosesDone += 1;
      else if (due) dayCloseMissingStores.push(named);
    }
  }
  const verdict = waveGates({
    kind,
    plan: wave.plan,
    counts,
    silentAfterInstall: silent,
    silentStores,
    alertsNow,
    alertsBefore,
    alertRiseStores,
    dayClosesDue,
    dayClosesDone,
    dayCloseMissingStores,
    dayCloseUnmeasurable,
    stores: judgedStores,
    soakFrom: lastInstallAt ?? wave.startedAt,
    overrides: wave.gateOverrides,
    now,
  });
  const ended = installsEnded(counts);
  return {
    number: wave.number,
    counts,
    gates: verdict.gates,
    lastInstallAt,
    installsEnded: ended,
    pauseNow: verdict.pauseNow,
    allHold: verdict.allHold && ended,
    estimatedEnd: ended ? null : estimatedEnd(counts, wave.startedAt, now),
  };
}

/**
 * When the wave's remaining targets will have ended at the pace so far (ended installs per hour
 * since the wave started); null before the first install ended.
 */
export function estimatedEnd(counts: WaveEvaluation['counts'], startedAt: number | null, now: number): number | null {
  const ended = counts.installed + counts.failed;
  const remaining = judgedTargets(counts) - ended - counts.offline;
  if (startedAt === null || ended === 0 || now <= startedAt || remaining <= 0) return null;
  const perMs = ended / (now - startedAt);
  return Math.round(now + remaining / perMs);
}
