import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';

// Stores, their registers and store servers as the operators create, rename and delete them.
// Creating one that exists surfaces as the database's unique violation.

export function findStoreByUid(db: Db, contextId: number, uid: string) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('uid', '=', uid)
    .where('contextId', '=', contextId)
    .executeTakeFirst();
}

/** A store of a context by its number; with `forUpdate` its row stays locked (see `locksRows`). */
export function findStoreByStoreId(db: Db, contextId: number, storeId: string, forUpdate = false) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('storeId', '=', storeId)
    .where('contextId', '=', contextId)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Registers, the store agent, their targets and installations go with it (foreign-key cascades). */
export async function deleteStore(db: Db, storeRowId: number): Promise<void> {
  await db.kysely.deleteFrom('stores').where('id', '=', storeRowId).execute();
}

export async function createStore(db: Db, contextId: number, storeId: string): Promise<string> {
  const uid = newUid();
  await db.kysely.insertInto('stores').values({ uid, contextId, storeId, name: '' }).execute();
  return uid;
}

/** Whether the context has a store of this id to rename. */
export async function renameStore(db: Db, contextId: number, storeId: string, name: string): Promise<boolean> {
  const result = await db.kysely
    .updateTable('stores')
    .set({ name })
    .where('contextId', '=', contextId)
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function createCashpoint(db: Db, storeRowId: number, posId: string): Promise<string> {
  const uid = newUid();
  await db.kysely.insertInto('cashpoints').values({ uid, storeRowId, posId }).execute();
  return uid;
}

export async function deleteCashpoint(db: Db, cashpointId: number): Promise<void> {
  await db.kysely.deleteFrom('cashpoints').where('id', '=', cashpointId).execute();
}

/** Only the store server goes; the store and its registers stay. A new heartbeat registers it again. */
export async function deleteStoreAgent(db: Db, storeAgentId: number): Promise<void> {
  await db.kysely.deleteFrom('storeAgents').where('id', '=', storeAgentId).execute();
}
