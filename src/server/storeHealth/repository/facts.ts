import type { Db } from '../../platform/db/connection';

// A context's stores and their count, for the store health list (issue 51); the facts that can be a
// cause are read by candidates.ts.

export async function storesOf(db: Db, contextId: number) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('contextId', '=', contextId)
    .execute();
}

/** How many stores the context has (the store health list's count of the green ones). */
export async function storeCountOf(db: Db, contextId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('contextId', '=', contextId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
