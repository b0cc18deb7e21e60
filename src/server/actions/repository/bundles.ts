import type { Db } from '../../platform/db/connection';

/**
 * The log bundle of target `targetUid` of request `requestUid` of the context, with its register's
 * store and number (for the download's file name); undefined when there is none.
 */
export async function bundleOf(db: Db, contextId: number, requestUid: string, targetUid: string) {
  const row = await db.kysely
    .selectFrom('actionTargets as t')
    .innerJoin('actionRequests as r', 'r.id', 't.requestId')
    .innerJoin('stores as s', 's.id', 't.storeRowId')
    .leftJoin('cashpoints as c', 'c.id', 't.cashpointId')
    .select(['t.bundleKey', 't.bundleAt', 's.storeId', 'c.posId'])
    .where('r.contextId', '=', contextId)
    .where('r.uid', '=', requestUid)
    .where('t.uid', '=', targetUid)
    .executeTakeFirst();
  if (!row?.bundleKey || row.bundleAt === null) return undefined;
  return { key: row.bundleKey, at: Number(row.bundleAt), storeId: row.storeId, posId: row.posId };
}
