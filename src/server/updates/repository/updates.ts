import { inTransaction } from '../../platform/db/transaction';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';
import { findSyncfile } from './lookup';
import { replaceTargets } from './updateTargets';

/** The updates of one kind in a context, highest order key first; archived ones only when asked. */
export function listUpdates(db: Db, contextId: number, kind: SyncfileKind, withArchived: boolean) {
  let query = db.kysely.selectFrom('syncfiles').selectAll().where('contextId', '=', contextId).where('kind', '=', kind);
  if (!withArchived) query = query.where('archived', '=', 0);
  return query.orderBy('orderKey', 'desc').execute();
}

export interface UpdateSettings {
  status: number;
  releaseDate: number | null;
  tag: string;
  comment: string;
  checkedUids: string[];
}

/**
 * Changes an update and makes `checkedUids` its whole target set, in one transaction; false when
 * the context has no such update. Throws UnknownTargetsError (and changes nothing) for a uid that
 * is not a target of the context.
 */
export function saveUpdate(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
  settings: UpdateSettings,
): Promise<boolean> {
  const { checkedUids, ...values } = settings;
  return inTransaction(db, async ({ kysely: trx }) => {
    const row = await findSyncfile(trx, contextId, kind, filename);
    if (!row) return false;
    await trx.updateTable('syncfiles').set(values).where('id', '=', row.id).execute();
    await replaceTargets(trx, kind, contextId, row.id, checkedUids);
    return true;
  });
}

/** Whether the context had such an update to archive or bring back. */
export async function setArchived(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
  archived: boolean,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('syncfiles')
    .set({ archived: archived ? 1 : 0 })
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .where('filename', '=', filename)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
