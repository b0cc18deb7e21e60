import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind, SyncfilesTable } from '../../platform/db/schema';

// Update rows (`syncfiles`) planted and read straight by the tests that stage rollouts and count
// updates, without the upload (which needs a file and the order lock).

/** Writes an update's row as given (the test chooses status, order key and path); its id. */
export async function insertSyncfileRow(db: Db, values: Insertable<SyncfilesTable>): Promise<number> {
  const row = await db.kysely.insertInto('syncfiles').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A context's update by its file name, as stored. */
export const updateByFilename = (db: Db, contextId: number, filename: string) =>
  db.kysely
    .selectFrom('syncfiles')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('filename', '=', filename)
    .executeTakeFirstOrThrow();

/** The id and context of the update of this kind and file name in the context with key `contextKey`. */
export const updateOfContextKey = (db: Db, contextKey: string, kind: SyncfileKind, filename: string) =>
  db.kysely
    .selectFrom('syncfiles')
    .innerJoin('contexts', 'contexts.id', 'syncfiles.contextId')
    .select(['syncfiles.id', 'syncfiles.contextId'])
    .where('contexts.key', '=', contextKey)
    .where('syncfiles.kind', '=', kind)
    .where('syncfiles.filename', '=', filename)
    .executeTakeFirstOrThrow();

/** How many updates are stored (of every context), to show that a refused upload added none. */
export async function syncfileCount(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('syncfiles')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
