import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { UsersTable } from '../../platform/db/schema';

// Accounts and roles read and planted as rows, for the tests of users, service accounts and tokens:
// the API has no role administration, and a service account planted here may have no owner. Unlike
// the accounts repository these find persons and service accounts alike, by the login as written.

/** A user's or service account's row by its login, or undefined. */
export const userRowByLogin = (db: Db, login: string) =>
  db.kysely.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst();

/** The id of a user or service account by its login (a service account's name). */
export async function accountIdByLogin(db: Db, login: string): Promise<number> {
  const row = await db.kysely.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the role with exactly this name. */
export async function roleIdByName(db: Db, name: string): Promise<number> {
  const row = await db.kysely.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a role (name and description alike) with these rights. */
export async function insertRoleRow(db: Db, uid: string, name: string, rights: string[]): Promise<void> {
  await db.kysely
    .insertInto('roles')
    .values({ uid, name, description: name, rights: JSON.stringify(rights) })
    .execute();
}

/** Writes an account's `users` row as given; its id. */
export async function insertUserRow(db: Db, values: Insertable<UsersTable>): Promise<number> {
  const row = await db.kysely.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Lets the account see these contexts (it sees none yet). */
export async function insertUserContexts(db: Db, userId: number, contextIds: number[]): Promise<void> {
  await db.kysely
    .insertInto('userContexts')
    .values(contextIds.map((contextId) => ({ userId, contextId })))
    .execute();
}
