import type { Db } from '../db/connection';
import type { AuditLogTable } from '../db/schema';
import type { Insertable } from 'kysely';

// The audit log's rows. Entries are only inserted here, inside the transaction of the change they
// record (audit/record.ts), and deleted only by the retention job; no call edits one.

export type NewAuditEntry = Insertable<AuditLogTable>;

export async function insertAuditEntries(db: Db, entries: NewAuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.kysely.insertInto('auditLog').values(entries).execute();
}
