import type { Db } from '../../platform/db/connection';
import { auditEntryCount } from './auditRows';

// The rollout tables read straight, for the rollout API's tests: what a transition left in the rows
// (the progress view shows only part of it), and all of them at once to show that a refused call
// changed nothing.

/** A rollout's row by its uid. */
export const rolloutRowByUid = (db: Db, uid: string) =>
  db.kysely.selectFrom('rollouts').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();

/** A rollout's wave rows in the order of their numbers. */
export const waveRowsOf = (db: Db, rolloutId: number) =>
  db.kysely.selectFrom('rolloutWaves').selectAll().where('rolloutId', '=', rolloutId).orderBy('number').execute();

/** The rows of the stores the rollout took, each with its store's uid and number (in no order). */
export const rolloutStoreRowsWithStores = (db: Db, rolloutId: number) =>
  db.kysely
    .selectFrom('rolloutStores as rs')
    .innerJoin('stores as s', 's.id', 'rs.storeRowId')
    .select([
      's.uid',
      's.storeId',
      'rs.storeRowId',
      'rs.wave',
      'rs.admittedAt',
      'rs.rolledBackAt',
      'rs.rollbackImmediately',
    ])
    .where('rs.rolloutId', '=', rolloutId)
    .execute();

/** Every row of the rollout tables, in a fixed order, and the number of audit entries. */
export async function rolloutTablesSnapshot(db: Db) {
  const k = db.kysely;
  return {
    rollouts: await k.selectFrom('rollouts').selectAll().orderBy('id').execute(),
    waves: await k.selectFrom('rolloutWaves').selectAll().orderBy('rolloutId').orderBy('number').execute(),
    stores: await k.selectFrom('rolloutStores').selectAll().orderBy('rolloutId').orderBy('storeRowId').execute(),
    settings: await k.selectFrom('rolloutSettings').selectAll().execute(),
    audit: await auditEntryCount(db),
  };
}
