import type { Db } from '../../platform/db/connection';

// A context's stores, for the store health list (issue 51); the facts that can be a cause are read
// by candidates.ts.

export async function storesOf(db: Db, contextId: number) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('contextId', '=', contextId)
    .execute();
}
