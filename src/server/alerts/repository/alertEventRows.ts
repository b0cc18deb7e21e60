import type { Db } from '../../platform/db/connection';

// The alerts a check run opened or closed, as their webhook events tell of them (AlertEvent).

/** Alerts per read: SQLite allows 32,766 bound values per statement. */
const readChunk = 1000;

export interface AlertEventRow {
  id: number;
  uid: string;
  kind: string;
  contextId: number;
  contextKey: string;
  storeUid: string | null;
  storeId: string | null;
  storeName: string | null;
  posId: string | null;
  detail: string | null;
  openedAt: number;
  closedAt: number | null;
}

/**
 * These alerts, of these contexts only (those with a subscriber; all without `contextIds`), in the
 * caller's transaction; by id.
 */
export async function alertsForEvents(db: Db, ids: number[], contextIds?: number[]): Promise<AlertEventRow[]> {
  const found: AlertEventRow[] = [];
  if (contextIds?.length === 0) return found;
  for (let i = 0; i < ids.length; i += readChunk) {
    const rows = await db.kysely
      .selectFrom('alerts as a')
      .innerJoin('contexts as c', 'c.id', 'a.contextId')
      .select(['a.id', 'a.uid', 'a.kind', 'a.contextId', 'c.key as contextKey', 'a.storeUid', 'a.storeId'])
      .select(['a.storeName', 'a.posId', 'a.detail', 'a.openedAt', 'a.closedAt'])
      .where('a.id', 'in', ids.slice(i, i + readChunk))
      .$if(contextIds !== undefined, (q) => q.where('a.contextId', 'in', contextIds!))
      .orderBy('a.id')
      .execute();
    for (const row of rows)
      found.push({
        ...row,
        id: Number(row.id),
        contextId: Number(row.contextId),
        openedAt: Number(row.openedAt),
        closedAt: row.closedAt === null ? null : Number(row.closedAt),
      });
  }
  return found;
}
