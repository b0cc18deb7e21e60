import type { Db } from '../../platform/db/connection';

/** The change mark of a register (migration 0003), which the per-store caches compare. */
export async function cashpointChangeMark(db: Db, contextKey: string, storeId: string, posId: string) {
  const row = await db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .select('c.changeSeq')
    .where('x.key', '=', contextKey)
    .where('s.storeId', '=', storeId)
    .where('c.posId', '=', posId)
    .executeTakeFirstOrThrow();
  return Number(row.changeSeq);
}
