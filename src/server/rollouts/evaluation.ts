import type { Db } from '../platform/db/connection';
import { dayCloseDueMs, installsEnded, judgedTargets, waveGates, watchedAlertKinds } from './gates';
import type { RolloutFacts, WaveEvaluation, WaveFacts } from './model';
import { rolloutDayCloses, storeAlertsSince, type StoreAlert } from './repository/evaluationSignals';
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
  // The alerts since the earliest start, and over as long before it: every wave's span and the span before.
  const earliest = Math.min(...started.map((wave) => wave.startedAt!));
  const [stores, alerts, dayCloses] = await Promise.all([
    countedStores(db, rollout, now, offlineAfterSeconds, true),
    storeAlertsSince(db, rollout.contextId, watchedAlertKinds, earliest - Math.max(0, now - earliest), now),
    rollout.kind === 'cashpoint' ? rolloutDayCloses(db, rollout.id) : Promise.resolve(new Map<number, number>()),
  ]);
  const byWave = new Map<number, CountedStore[]>();
  const alertsByStore = new Map<string, StoreAlert[]>();
  for (const alert of alerts) {
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
    return evaluateWave(wave, waveStores, alertsByStore, dayCloses, rollout.kind, now);
  });
}

function evaluateWave(
  wave: WaveFacts,
  stores: readonly CountedStore[],
  alerts: ReadonlyMap<string, readonly StoreAlert[]>,
  dayCloses: ReadonlyMap<number, number>,
  kind: RolloutFacts['kind'],
  now: number,
): WaveEvaluation {
  let counts = emptyCounts();
  let lastInstallAt: number | null = null;
  let silent = 0;
  let dayClosesDue = 0;
  let dayClosesDone = 0;
  let alertsBefore = 0;
  let alertsAfter = 0;
  // The alerts since the wave started against the same span before it, in its stores not rolled back.
  const startedAt = wave.startedAt ?? now;
  const spanStart = startedAt - Math.max(0, now - startedAt);
  for (const store of stores) {
    counts = addCounts(counts, store.counts);
    if (store.rolledBack) continue;
    silent += store.silent;
    for (const alert of alerts.get(store.storeUid) ?? []) {
      if (alert.openedAt >= startedAt) alertsAfter += 1;
      else if (alert.openedAt >= spanStart) alertsBefore += 1;
    }
    if (store.lastInstallAt !== null && (lastInstallAt === null || store.lastInstallAt > lastInstallAt)) {
      lastInstallAt = store.lastInstallAt;
    }
    // A store's first day close after its (last) install: done when one was reported since, due a day after.
    if (store.installedAt !== null) {
      const close = dayCloses.get(store.storeRowId);
      const done = close !== undefined && close >= store.installedAt;
      if (done || now >= store.installedAt + dayCloseDueMs) dayClosesDue += 1;
      if (done) dayClosesDone += 1;
    }
  }
  const verdict = waveGates({
    kind,
    plan: wave.plan,
    counts,
    silentAfterInstall: silent,
    alertsAfter,
    alertsBefore,
    dayClosesDue,
    dayClosesDone,
    soakFrom: lastInstallAt ?? wave.startedAt,
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
