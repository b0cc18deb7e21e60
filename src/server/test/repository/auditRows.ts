import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// What the audit tests share: the entries written since a mark, read from the table itself.

export interface AuditRow {
  userId: number | null;
  userLogin: string | null;
  userName: string | null;
  address: string | null;
  contextKey: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  objectLabel: string | null;
  changes: { field: string; before: string | null; after: string | null; hidden?: boolean }[];
}

/** The newest entry's id, to read only what a test step writes after it. */
export async function auditMark(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('auditLog')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The entries after `mark`, oldest first, with their changes parsed. */
export async function auditSince(db: Db, mark: number): Promise<AuditRow[]> {
  const rows = await db.kysely.selectFrom('auditLog').selectAll().where('id', '>', mark).orderBy('id').execute();
  return rows.map((row) => ({
    userId: row.userId === null ? null : Number(row.userId),
    userLogin: row.userLogin,
    userName: row.userName,
    address: row.address,
    contextKey: row.contextKey,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    objectLabel: row.objectLabel,
    changes: JSON.parse(row.changes),
  }));
}

/** How many entries the log holds, to show that a refused call wrote none. */
export async function auditEntryCount(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('auditLog')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every entry's every column as one text, to search for values that must never be in the log. */
export async function auditText(db: Db): Promise<string> {
  const rows = await db.kysely.selectFrom('auditLog').selectAll().execute();
  return JSON.stringify(rows);
}

/** The entries of one action, oldest first, as stored. */
export const auditEntriesOf = (db: Db, action: string) =>
  db.kysely.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id').execute();

/** The entries after the given id, oldest first, as stored. */
export const auditRowsAfter = (db: Db, id: number) =>
  db.kysely.selectFrom('auditLog').selectAll().where('id', '>', id).orderBy('id').execute();

/** A user's and a context's rows, for the "who and where" of an entry. */
export async function userAndContext(db: Db, login: string, contextKey: string) {
  const user = await db.kysely
    .selectFrom('users')
    .select(['id', 'login', 'firstName', 'lastName'])
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  const context = await db.kysely
    .selectFrom('contexts')
    .select(['id', 'key', 'name'])
    .where('key', '=', contextKey)
    .executeTakeFirstOrThrow();
  return { user, context };
}

/** Renames the audit log away (`away`) or back, so writing an entry fails as a broken table would. */
export async function renameAuditLog(db: Db, away: boolean): Promise<void> {
  if (away) await sql`alter table audit_log rename to audit_log_away`.execute(db.kysely);
  else await sql`alter table audit_log_away rename to audit_log`.execute(db.kysely);
}

/** Gives a role one more right. */
export async function grantRight(db: Db, roleName: string, right: string): Promise<void> {
  const role = await db.kysely.selectFrom('roles').selectAll().where('name', '=', roleName).executeTakeFirstOrThrow();
  const rights = [...(JSON.parse(role.rights) as string[]), right];
  await db.kysely
    .updateTable('roles')
    .set({ rights: JSON.stringify(rights) })
    .where('id', '=', role.id)
    .execute();
}

/** Empties the audit log. */
export async function clearAuditLog(db: Db): Promise<void> {
  await db.kysely.deleteFrom('auditLog').execute();
}

/** Every context's id, key and name. */
export const contextNames = (db: Db) => db.kysely.selectFrom('contexts').select(['id', 'key', 'name']).execute();
