import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';

// The rows the demo's rollout seed reads and the one it writes itself (the rest goes through the
// rollout capability's own repository and transitions).

/** A demo account, to name it as a transition's actor. */
export const demoUser = (db: Db, login: string) =>
  db.kysely
    .selectFrom('users')
    .select(['id', 'login', 'firstName', 'lastName'])
    .where('login', '=', login)
    .executeTakeFirstOrThrow();

/** The seed's update of a context by its file name, with its context's key and name. */
export const seedUpdate = (db: Db, target: { contextKey: string; kind: SyncfileKind; filename: string }) =>
  db.kysely
    .selectFrom('syncfiles as s')
    .innerJoin('contexts as c', 'c.id', 's.contextId')
    .select(['s.id', 's.status', 's.contextId', 'c.key', 'c.name'])
    .where('c.key', '=', target.contextKey)
    .where('s.kind', '=', target.kind)
    .where('s.filename', '=', target.filename)
    .executeTakeFirst();

/** The uids of a context's stores in the order of their numbers. */
export const contextStoreUids = (db: Db, contextId: number) =>
  db.kysely
    .selectFrom('stores')
    .select('uid')
    .where('contextId', '=', contextId)
    .orderBy(sql`cast(store_id as integer)`)
    .execute();

/** Releases the update at the plan's time, as the operator would have before planning. */
export async function releaseUpdate(db: Db, id: number, at: number): Promise<void> {
  await db.kysely.updateTable('syncfiles').set({ releaseDate: at }).where('id', '=', id).execute();
}
