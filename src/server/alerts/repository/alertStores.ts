import type { Db } from '../../platform/db/connection';

/**
 * The distinct uids of the stores named by an alert of the context that is not closed: what the
 * fleet trees mark. All of them, however many registers the context has; the number of not-closed
 * alerts is bounded by what the checks watch, and the partial index of not-closed alerts (led by
 * the context) finds them.
 */
export async function openAlertStoreUids(db: Db, contextId: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('alerts')
    .select('storeUid')
    .distinct()
    .where('contextId', '=', contextId)
    .where('state', '<>', 'closed')
    .where('storeUid', 'is not', null)
    .orderBy('storeUid')
    .execute();
  return rows.flatMap((row) => (row.storeUid ? [row.storeUid] : []));
}
