import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import type { RolloutStateValue, SyncfileKind } from '../platform/db/schema';

// Rollout rows written as the rollout capability writes them (migration 0013), so the tests of what
// the agents get, the trees and the reports can stage a rollout in any state without going through
// the rollout API: an update made Aktiv under a rollout, its waves' stores admitted, a pause, a
// rollback.

export interface StagedRollout {
  id: number;
  uid: string;
  syncfileId: number;
}

/** The row ids of a context's stores by their store numbers. */
export async function storeRowIds(db: Db, contextKey: string, storeIds: readonly string[]): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('stores')
    .innerJoin('contexts', 'contexts.id', 'stores.contextId')
    .select(['stores.id', 'stores.storeId'])
    .where('contexts.key', '=', contextKey)
    .where('stores.storeId', 'in', storeIds)
    .execute();
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
  const k = db.kysely;
  const update = await k
    .selectFrom('syncfiles')
    .innerJoin('contexts', 'contexts.id', 'syncfiles.contextId')
    .select(['syncfiles.id', 'syncfiles.contextId'])
    .where('contexts.key', '=', options.contextKey)
    .where('syncfiles.kind', '=', options.kind)
    .where('syncfiles.filename', '=', options.filename)
    .executeTakeFirstOrThrow();
  const uid = crypto.randomUUID();
  const rollout = await k
    .insertInto('rollouts')
    .values({
      uid,
      contextId: update.contextId,
      syncfileId: update.id,
      state: options.state ?? 'running',
      author: 'admin',
      currentWave: options.waves.length,
      createdAt: options.now,
      updatedAt: options.now,
      startedAt: options.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k.updateTable('syncfiles').set({ status: 2 }).where('id', '=', update.id).execute();
  for (const [index, storeIds] of options.waves.entries()) {
    await k
      .insertInto('rolloutWaves')
      .values({
        rolloutId: rollout.id,
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
      })
      .execute();
    await admitStores(db, rollout.id, index + 1, await storeRowIds(db, options.contextKey, storeIds), options.now);
  }
  return { id: rollout.id, uid, syncfileId: update.id };
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
  await db.kysely
    .insertInto('rolloutStores')
    .values(rowIds.map((storeRowId) => ({ rolloutId, storeRowId, wave, admittedAt: at })))
    .execute();
}

/** Sets the rollout's state (a pause, a cancel, a resume). */
export async function setRolloutState(db: Db, rolloutId: number, state: RolloutStateValue): Promise<void> {
  await db.kysely.updateTable('rollouts').set({ state }).where('id', '=', rolloutId).execute();
}

/** Rolls the given stores of the rollout back at `at`, at once or inside their windows. */
export async function rollBackStores(
  db: Db,
  rolloutId: number,
  rowIds: readonly number[],
  at: number,
  immediately: boolean,
): Promise<void> {
  await db.kysely
    .updateTable('rolloutStores')
    .set({ rolledBackAt: at, rollbackImmediately: immediately ? 1 : 0 })
    .where('rolloutId', '=', rolloutId)
    .where('storeRowId', 'in', rowIds)
    .execute();
}
