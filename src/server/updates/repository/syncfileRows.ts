import type { Kysely } from 'kysely';
import type { Database, SyncfileRow } from '../../platform/db/schema';
import { newUid } from '../../platform/ids';

/** What an upload gives a new update; the rest starts the same for every one (status Neu, no release date). */
export type NewSyncfile = Pick<
  SyncfileRow,
  | 'contextId'
  | 'kind'
  | 'filename'
  | 'tag'
  | 'comment'
  | 'orderKey'
  | 'uploadFilepath'
  | 'size'
  | 'sha256'
  | 'createdAt'
>;

/** Inserts a new update's row (in the caller's transaction, under its order lock) and returns it. */
export function insertSyncfile(trx: Kysely<Database>, values: NewSyncfile): Promise<SyncfileRow> {
  return trx
    .insertInto('syncfiles')
    .values({ ...values, uid: newUid(), status: 1, releaseDate: null, archived: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes an update's row; its targets and installations go by cascade. */
export async function deleteSyncfile(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('syncfiles').where('id', '=', id).execute();
}
