import type { Db } from '../../platform/db/connection';

// A store of the demo fleet with its registers, and the maintenance rows, for the maintenance tests.

/** The context's first store (by number) with at least two registers, and its registers by number. */
export async function storeWithRegisters(db: Db, contextId: number) {
  const stores = await db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId'])
    .where('contextId', '=', contextId)
    .execute();
  for (const store of stores.sort((a, b) => Number(a.storeId) - Number(b.storeId))) {
    const registers = await db.kysely
      .selectFrom('cashpoints')
      .select(['uid', 'posId'])
      .where('storeRowId', '=', store.id)
      .execute();
    if (registers.length >= 2) {
      return { ...store, registers: registers.sort((a, b) => Number(a.posId) - Number(b.posId)) };
    }
  }
  throw new Error('no store with two registers');
}

/** The maintenance rows of a context, oldest first. */
export const maintenanceRowsOf = (db: Db, contextId: number) =>
  db.kysely.selectFrom('maintenanceWindows').selectAll().where('contextId', '=', contextId).orderBy('id').execute();
