import type { Db } from '../../platform/db/connection';

// The rows of `rollout_stores`: the stores a started wave took, when they got the update, and their
// rollback. The primary key (rollout, store) makes a store taken twice impossible.

/** Rows written in one statement: 6 values each, far below either database's limit. */
const rowsPerStatement = 1000;

/** A store of the context, as a wave's choice and the replies name it. */
export interface ContextStore {
  id: number;
  uid: string;
  storeId: string;
  name: string;
}

export interface RolloutStoreRow {
  storeRowId: number;
  wave: number;
  admittedAt: number | null;
  rolledBackAt: number | null;
}

/** Every store of the context. */
export function storesOfContext(db: Db, contextId: number): Promise<ContextStore[]> {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('contextId', '=', contextId)
    .execute();
}

/** The rows of the rollout's stores (all, or those of one wave). */
export async function rolloutStores(db: Db, rolloutId: number, wave?: number): Promise<RolloutStoreRow[]> {
  const rows = await db.kysely
    .selectFrom('rolloutStores')
    .select(['storeRowId', 'wave', 'admittedAt', 'rolledBackAt'])
    .where('rolloutId', '=', rolloutId)
    .$if(wave !== undefined, (q) => q.where('wave', '=', wave!))
    .execute();
  return rows.map((row) => ({
    storeRowId: row.storeRowId,
    wave: row.wave,
    admittedAt: row.admittedAt === null ? null : Number(row.admittedAt),
    rolledBackAt: row.rolledBackAt === null ? null : Number(row.rolledBackAt),
  }));
}

/** The stores a wave took, admitted now: they get the update from this moment. */
export async function admitStores(
  db: Db,
  rolloutId: number,
  wave: number,
  storeRowIds: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < storeRowIds.length; i += rowsPerStatement) {
    const chunk = storeRowIds.slice(i, i + rowsPerStatement);
    await db.kysely
      .insertInto('rolloutStores')
      .values(chunk.map((storeRowId) => ({ rolloutId, storeRowId, wave, admittedAt: now, rolledBackAt: null })))
      .execute();
  }
}

/** Rolls the stores back: the update is no longer due to their targets (at once, or in their windows). */
export async function rollBackStores(
  db: Db,
  rolloutId: number,
  storeRowIds: readonly number[],
  immediately: boolean,
  now: number,
): Promise<void> {
  for (let i = 0; i < storeRowIds.length; i += rowsPerStatement) {
    await db.kysely
      .updateTable('rolloutStores')
      .set({ rolledBackAt: now, rollbackImmediately: immediately ? 1 : 0 })
      .where('rolloutId', '=', rolloutId)
      .where('storeRowId', 'in', storeRowIds.slice(i, i + rowsPerStatement))
      .execute();
  }
}

/** Takes rolled-back stores in again: admitted now, so they get the update again. */
export async function includeStores(
  db: Db,
  rolloutId: number,
  storeRowIds: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < storeRowIds.length; i += rowsPerStatement) {
    await db.kysely
      .updateTable('rolloutStores')
      .set({ rolledBackAt: null, rollbackImmediately: 0, admittedAt: now })
      .where('rolloutId', '=', rolloutId)
      .where('storeRowId', 'in', storeRowIds.slice(i, i + rowsPerStatement))
      .execute();
  }
}
