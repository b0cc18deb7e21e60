import type { Db } from '../../platform/db/connection';

// Audit entries as the app wrote them before webhook addresses were masked (migration 0021's test).

export async function insertAuditEntry(
  db: Db,
  entry: { action: string; objectType: string; objectLabel: string; changes: unknown[]; searchText: string },
): Promise<number> {
  const row = await db.kysely
    .insertInto('auditLog')
    .values({ at: 0, ...entry, changes: JSON.stringify(entry.changes) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function auditEntryById(db: Db, id: number) {
  const row = await db.kysely
    .selectFrom('auditLog')
    .select(['objectLabel', 'changes', 'searchText'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, changes: JSON.parse(row.changes) as unknown[] };
}
