import type { Db } from '../platform/db/connection';

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

/** Every entry's every column as one text, to search for values that must never be in the log. */
export async function auditText(db: Db): Promise<string> {
  const rows = await db.kysely.selectFrom('auditLog').selectAll().execute();
  return JSON.stringify(rows);
}
