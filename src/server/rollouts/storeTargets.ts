import type { Db } from '../platform/db/connection';
import { contextWindowsNow } from '../calendar';
import { storeTargetRows, type StoreTargetsRow } from './repository/evaluationTargets';
import { heartbeatAfterInstallMs } from './gates';
import type { RolloutCounts, RolloutFacts, RolloutStoreState } from './model';

// The stores of a rollout with their targets counted per state now: the installs from the
// database, and for targets that have not begun whether their store's update window is open
// (the calendar's computation, kept per store until its next boundary). Shared by the evaluation
// of the waves and the store page, so both count alike.

/** The offline limit of the alerts (OFFLINE_AFTER_SECONDS) when the caller names none. */
export const defaultOfflineAfterSeconds = 300;

export interface CountedStore extends StoreTargetsRow {
  counts: RolloutCounts;
}

/** The counts of one store: a rolled-back store's targets are all rolled back. */
function countsOf(row: StoreTargetsRow, mayInstall: boolean): RolloutCounts {
  const zero = { installing: 0, installed: 0, failed: 0, offline: 0, waitingForWindow: 0, due: 0 };
  if (row.rolledBack) return { stores: 1, targets: row.targets, ...zero, rolledBack: row.targets };
  return {
    stores: 1,
    targets: row.targets,
    installing: row.installing,
    installed: row.installed,
    failed: row.failed,
    offline: row.offline,
    waitingForWindow: mayInstall ? 0 : row.notBegun,
    due: mayInstall ? row.notBegun : 0,
    rolledBack: 0,
  };
}

/** The state of a store in the rollout, from its counts (the worst of its targets first). */
export function storeState(store: CountedStore): RolloutStoreState {
  const { counts } = store;
  if (store.wave === null) return 'pending';
  if (store.rolledBack) return 'rolledBack';
  if (counts.failed > 0) return 'failed';
  if (counts.installing > 0) return 'installing';
  if (counts.offline > 0) return 'offline';
  if (counts.waitingForWindow > 0) return 'waitingForWindow';
  if (counts.due > 0) return 'due';
  return 'installed';
}

/** Adds `b` into `a`. */
export function addCounts(a: RolloutCounts, b: RolloutCounts): RolloutCounts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof RolloutCounts)[]) sum[key] += b[key];
  return sum;
}

export const emptyCounts = (): RolloutCounts => ({
  stores: 0,
  targets: 0,
  waitingForWindow: 0,
  due: 0,
  installing: 0,
  installed: 0,
  failed: 0,
  offline: 0,
  rolledBack: 0,
});

/**
 * The stores of the rollout's started waves (`onlyTaken`) or of its whole context, counted at `now`.
 * A store outside its window has its targets that have not begun waiting for it.
 */
export async function countedStores(
  db: Db,
  rollout: RolloutFacts,
  now: number,
  offlineAfterSeconds: number,
  onlyTaken: boolean,
): Promise<CountedStore[]> {
  const rows = await storeTargetRows(db, {
    rolloutId: rollout.id,
    contextId: rollout.contextId,
    syncfileId: rollout.syncfileId,
    kind: rollout.kind,
    onlineSince: now - offlineAfterSeconds * 1000,
    heardBy: now - heartbeatAfterInstallMs,
    onlyTaken,
  });
  // Only stores with targets that wait are asked for their window: most of a running wave has begun.
  const asking = rows.filter((row) => row.wave !== null && !row.rolledBack && row.notBegun > 0);
  const closed = new Set<number>();
  if (asking.length > 0) {
    const windows = await contextWindowsNow(
      db,
      rollout.contextId,
      now,
      asking.map((row) => row.storeRowId),
    );
    for (const window of windows) if (!window.state.mayInstall) closed.add(window.storeRowId);
  }
  return rows.map((row) => ({ ...row, counts: countsOf(row, !closed.has(row.storeRowId)) }));
}
