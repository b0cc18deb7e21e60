import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import type { RolloutStateValue, SyncfileKind } from '../platform/db/schema';
import { rollBackStores as rollBackStoreRows } from '../rollouts/repository/stores';
import { setUpdateActive } from '../updates/repository/rolloutUpdate';
import {
  insertRolloutRow,
  insertRolloutStoreRows,
  insertWaveRow,
  storeRowsOfContextKey,
} from './repository/rolloutPlantRows';
import { updateOfContextKey } from './repository/updateRows';

// Rollout rows written as the rollout capability writes them (migration 0013), so the tests of what
// the agents get, the trees and the reports can stage a rollout in any state without going through
// the rollout API: an update made Aktiv under a rollout, its waves' stores admitted, a pause, a
// rollback. The rows are written by repository/rolloutPlantRows.ts and the rollout capability's own
// repository where it writes the same.

export { setRolloutState } from './repository/rolloutPlantRows';

export interface StagedRollout {
  id: number;
  uid: string;
  syncfileId: number;
}

/** The row ids of a context's stores by their store numbers. */
export async function storeRowIds(db: Db, contextKey: string, storeIds: readonly string[]): Promise<number[]> {
  const rows = await storeRowsOfContextKey(db, contextKey, storeIds);
  return storeIds.map((storeId) => {
    const row = rows.find((r) => r.storeId === storeId);
    if (!row) throw new Error(`store ${storeId} not in ${contextKey}`);
    return row.id;
  });
}

/**
 * A started rollout of the update `filename`: the update Aktiv, the rollout `running` (or `state`)
 * with one wave row per entry of `waves`, and each wave's stores taken and admitted at `now`.
 */
export async function stageRollout(
  db: Db,
  options: {
    contextKey: string;
    kind: SyncfileKind;
    filename: string;
    waves: readonly (readonly string[])[];
    now: number;
    state?: RolloutStateValue;
  },
): Promise<StagedRollout> {
  const update = await updateOfContextKey(db, options.contextKey, options.kind, options.filename);
  const uid = crypto.randomUUID();
  const rolloutId = await insertRolloutRow(db, {
    uid,
    contextId: update.contextId,
    syncfileId: update.id,
    state: options.state ?? 'running',
    author: 'admin',
    currentWave: options.waves.length,
    createdAt: options.now,
    updatedAt: options.now,
    startedAt: options.now,
  });
  await setUpdateActive(db, update.id);
  for (const [index, storeIds] of options.waves.entries()) {
    await insertWaveRow(db, {
      rolloutId,
      number: index + 1,
      plan: JSON.stringify({
        name: `Welle ${index + 1}`,
        storeUids: [],
        soakHours: 0,
        minSuccessPercent: 90,
        maxFailurePercent: 10,
        requireApproval: false,
      }),
      state: 'running',
      startedAt: options.now,
    });
    await admitStores(db, rolloutId, index + 1, await storeRowIds(db, options.contextKey, storeIds), options.now);
  }
  return { id: rolloutId, uid, syncfileId: update.id };
}

/** Takes the stores into wave `wave` and admits them at `at` (null: taken, not admitted). */
export async function admitStores(
  db: Db,
  rolloutId: number,
  wave: number,
  rowIds: readonly number[],
  at: number | null,
): Promise<void> {
  if (rowIds.length === 0) return;
  await insertRolloutStoreRows(
    db,
    rowIds.map((storeRowId) => ({ rolloutId, storeRowId, wave, admittedAt: at })),
  );
}

/** Rolls the given stores of the rollout back at `at`, at once or inside their windows. */
export async function rollBackStores(
  db: Db,
  rolloutId: number,
  rowIds: readonly number[],
  at: number,
  immediately: boolean,
): Promise<void> {
  await rollBackStoreRows(db, rolloutId, rowIds, immediately, at);
}
