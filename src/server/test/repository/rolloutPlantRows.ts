import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { RolloutStateValue, RolloutStoresTable, RolloutsTable, RolloutWavesTable } from '../../platform/db/schema';

// The rollout tables written as given, for the kits that stage a rollout in any state (its waves
// started, its stores admitted or rolled back) without the rollout API's transitions: the kits
// choose every value, so the rows are exactly what a transition would leave.

/** Writes a rollout's row; its id. */
export async function insertRolloutRow(db: Db, values: Insertable<RolloutsTable>): Promise<number> {
  const row = await db.kysely.insertInto('rollouts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Writes one wave's row. */
export async function insertWaveRow(db: Db, values: Insertable<RolloutWavesTable>): Promise<void> {
  await db.kysely.insertInto('rolloutWaves').values(values).execute();
}

/** Writes the rows of stores a wave took, in one statement (the caller leaves out an empty list). */
export async function insertRolloutStoreRows(db: Db, rows: readonly Insertable<RolloutStoresTable>[]): Promise<void> {
  await db.kysely.insertInto('rolloutStores').values(rows).execute();
}

/** Sets the rollout's state alone (a pause, a cancel, a resume), its revision and times left as they are. */
export async function setRolloutState(db: Db, rolloutId: number, state: RolloutStateValue): Promise<void> {
  await db.kysely.updateTable('rollouts').set({ state }).where('id', '=', rolloutId).execute();
}

/** The row ids and numbers of these stores of the context with key `contextKey` (those that exist). */
export const storeRowsOfContextKey = (db: Db, contextKey: string, storeIds: readonly string[]) =>
  db.kysely
    .selectFrom('stores')
    .innerJoin('contexts', 'contexts.id', 'stores.contextId')
    .select(['stores.id', 'stores.storeId'])
    .where('contexts.key', '=', contextKey)
    .where('stores.storeId', 'in', storeIds)
    .execute();
