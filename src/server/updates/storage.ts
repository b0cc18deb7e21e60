import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import type { ContextRow, SyncfileKind, SyncfileRow } from '../db/schema';
import { newUid } from '../fleet/ids';
import { messages } from '../../shared/texts/serverMessages';
import { removeQuietly, resolveUpdatePath, updateRelativePath, uploadTempDir } from './files';
import { findSyncfile } from './lookup';
import { closeGap, lockOrder, nextOrderKey } from './order';
import { forgetDigest } from './sha256';
import { UploadError } from './upload';

export interface NewUpdate {
  filename: string;
  tempPath: string;
  size: number;
  tag: string;
  comment: string;
}

/**
 * Turns a received upload into an update on top of the order (key N+1, status Neu). The row and the
 * file's move into `updates/<context>/<kind>/` happen under the order lock, in one transaction; a
 * failed commit takes the moved file back out.
 */
export async function commitUpload(
  db: Db,
  dataDir: string,
  context: ContextRow,
  kind: SyncfileKind,
  upload: NewUpdate,
  now: number,
): Promise<SyncfileRow> {
  const relative = updateRelativePath(context.key, kind, upload.filename);
  const target = resolveUpdatePath(dataDir, relative);
  if (!target) throw new UploadError(400, messages.uploadFilenameInvalid);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  let moved = false;
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      await lockOrder(trx, db.dialect, context.id, kind);
      const row = await trx
        .insertInto('syncfiles')
        .values({
          uid: newUid(),
          contextId: context.id,
          kind,
          filename: upload.filename,
          tag: upload.tag,
          comment: upload.comment,
          status: 1,
          releaseDate: null,
          orderKey: await nextOrderKey(trx, context.id, kind),
          archived: 0,
          uploadFilepath: relative,
          size: upload.size,
          createdAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await fs.promises.rename(upload.tempPath, target);
      moved = true;
      forgetDigest(target);
      return row;
    });
  } catch (error) {
    if (moved) await removeQuietly(target);
    if (isUniqueViolation(error)) throw new UploadError(409, messages.updateExists, upload.filename);
    throw error;
  }
}

/**
 * Deletes an update: its row (targets and installations go by cascade), the gap in the order, and
 * its file. The file is set aside inside the locked transaction, so an upload of the same name that
 * follows at once cannot lose its fresh file to this delete; it is put back if the commit fails.
 */
export async function deleteUpdate(
  db: Db,
  dataDir: string,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
): Promise<boolean> {
  // Filled inside the transaction callback; an object, so the narrowing of a `let` does not hide it.
  const aside: { from?: string; to?: string } = {};
  try {
    const deleted = await db.kysely.transaction().execute(async (trx) => {
      await lockOrder(trx, db.dialect, contextId, kind);
      const row = await findSyncfile(trx, contextId, kind, filename);
      if (!row) return false;
      await trx.deleteFrom('syncfiles').where('id', '=', row.id).execute();
      await closeGap(trx, contextId, kind, Number(row.orderKey));
      const file = resolveUpdatePath(dataDir, row.uploadFilepath);
      if (file && fs.existsSync(file)) {
        const to = path.join(uploadTempDir(dataDir), `${newUid()}.deleted`);
        await fs.promises.mkdir(path.dirname(to), { recursive: true });
        await fs.promises.rename(file, to);
        aside.from = file;
        aside.to = to;
      }
      return true;
    });
    if (aside.from) forgetDigest(aside.from);
    await removeQuietly(aside.to);
    return deleted;
  } catch (error) {
    if (aside.from && aside.to) await fs.promises.rename(aside.to, aside.from).catch(() => undefined);
    throw error;
  }
}
