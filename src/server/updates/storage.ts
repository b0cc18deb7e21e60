import { inTransaction } from '../platform/db/transaction';
import type { Db } from '../platform/db/connection';
import { isUniqueViolation } from '../platform/db/errors';
import type { ContextRow, SyncfileKind, SyncfileRow } from '../platform/db/schema';
import { stagingKey, type UpdateStore } from '../platform/storage/updateStore';
import { messages } from '../../shared/texts/serverMessages';
import { updateRelativePath, updateStoreKey } from './files';
import { findSyncfile } from './repository/lookup';
import { deleteSyncfile, insertSyncfile } from './repository/syncfileRows';
import { closeGap, lockOrder, nextOrderKey } from './repository/order';
import { UploadError } from './upload';

export interface NewUpdate {
  filename: string;
  tempPath: string;
  size: number;
  /** Hashed while the upload streamed in (upload.ts), stored with the row. */
  sha256: string;
  tag: string;
  comment: string;
}

const quietly = (done: Promise<void>) => done.catch(() => undefined);

/**
 * Runs the short transaction of a storage change. The handlers pass one that also writes the
 * change's audit entry before the commit, so a failed entry rolls the change back (and the file
 * moves with it); without one it is a plain transaction.
 */
export type StorageTransaction<R> = (work: (trx: Db) => Promise<R>) => Promise<R>;

const plainTransaction =
  <R>(db: Db): StorageTransaction<R> =>
  (work) =>
    inTransaction(db, work);

/**
 * Turns a received upload into an update on top of the order (key N+1, status Neu). The file goes
 * to the store under a staging key first (the long part, outside any transaction); the row and the
 * object's move to its final key happen under the order lock, in one transaction, so a second upload
 * of the same name fails on the unique index before it can touch the first one's object. A failed
 * commit takes the moved object back out; the staging object never outlives this call.
 */
export async function commitUpload(
  db: Db,
  store: UpdateStore,
  context: ContextRow,
  kind: SyncfileKind,
  upload: NewUpdate,
  now: number,
  transaction: StorageTransaction<SyncfileRow> = plainTransaction(db),
): Promise<SyncfileRow> {
  const relative = updateRelativePath(context.key, kind, upload.filename);
  const key = updateStoreKey(relative);
  if (!key) throw new UploadError(400, messages.uploadFilenameInvalid);
  const staged = stagingKey();
  await store.put(staged, { file: upload.tempPath });
  let moved = false;
  try {
    return await transaction(async ({ kysely: trx }) => {
      await lockOrder(trx, db.dialect, context.id, kind);
      const row = await insertSyncfile(trx, {
        contextId: context.id,
        kind,
        filename: upload.filename,
        tag: upload.tag,
        comment: upload.comment,
        orderKey: await nextOrderKey(trx, context.id, kind),
        uploadFilepath: relative,
        size: upload.size,
        sha256: upload.sha256,
        createdAt: now,
      });
      await store.move(staged, key);
      moved = true;
      return row;
    });
  } catch (error) {
    if (moved) await quietly(store.delete(key));
    if (isUniqueViolation(error)) throw new UploadError(409, messages.updateExists, upload.filename);
    throw error;
  } finally {
    if (!moved) await quietly(store.delete(staged));
  }
}

/**
 * Deletes an update and returns its row (undefined when there is none): the row (targets and
 * installations go by cascade), the gap in the order, and its file. The file is set aside inside the locked transaction, so an upload of the same name that
 * follows at once cannot lose its fresh file to this delete; it is put back if the commit fails.
 */
export async function deleteUpdate(
  db: Db,
  store: UpdateStore,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
  transaction: StorageTransaction<SyncfileRow | undefined> = plainTransaction(db),
): Promise<SyncfileRow | undefined> {
  // Filled inside the transaction callback; an object, so the narrowing of a `let` does not hide it.
  const aside: { from?: string; to?: string } = {};
  try {
    const deleted = await transaction(async ({ kysely: trx }) => {
      await lockOrder(trx, db.dialect, contextId, kind);
      const row = await findSyncfile(trx, contextId, kind, filename);
      if (!row) return undefined;
      await deleteSyncfile(trx, row.id);
      await closeGap(trx, contextId, kind, Number(row.orderKey));
      const key = updateStoreKey(row.uploadFilepath);
      if (key && (await store.stat(key))) {
        const to = stagingKey();
        await store.move(key, to);
        aside.from = key;
        aside.to = to;
      }
      return row;
    });
    if (aside.to) await quietly(store.delete(aside.to));
    return deleted;
  } catch (error) {
    if (aside.from && aside.to) await quietly(store.move(aside.to, aside.from));
    throw error;
  }
}
