import assert from 'node:assert/strict';
import type { Db } from '../platform/db/connection';
import { fullName } from '../audit/record';
import type { AuditChange } from '../../shared/audit/describe';
import { expectingServerFaults } from './contractReplies';
import { auditRowsAfter, renameAuditLog, userAndContext } from './repository/auditRows';

// Reads the audit log straight from the test database (not through its list API), so a test sees
// exactly the rows a change wrote.

export interface StoredEntry {
  userId: number | null;
  userLogin: string | null;
  userName: string | null;
  address: string | null;
  contextId: number | null;
  contextKey: string | null;
  contextName: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  objectLabel: string | null;
  changes: AuditChange[];
}

/** `fresh()` returns the entries written since its last call (or since the reader was made), oldest first. */
export function auditReader(db: () => Db) {
  let seen = 0;
  const rows = () => auditRowsAfter(db(), seen);
  return {
    /** Forgets what was written so far (the logins of the suite's setup, earlier tests). */
    async skip(): Promise<void> {
      for (const row of await rows()) seen = Math.max(seen, row.id);
    },
    async fresh(): Promise<StoredEntry[]> {
      const found = await rows();
      return found.map((row) => {
        seen = Math.max(seen, row.id);
        const { id: _id, at: _at, changes, ...entry } = row;
        return { ...entry, changes: JSON.parse(changes) as AuditChange[] };
      });
    },
  };
}

/** Who the entries of a demo user's requests name, and the context they name for a context key. */
export async function whoAndWhere(db: Db, login: string, contextKey: string) {
  const { user, context } = await userAndContext(db, login, contextKey);
  return {
    userId: user.id,
    userLogin: user.login,
    userName: fullName(user),
    contextId: context.id,
    contextKey: context.key,
    contextName: context.name,
  };
}

/** Exactly one entry, with these fields (the others are not looked at). */
export function assertOneEntry(entries: StoredEntry[], expected: Partial<StoredEntry>): void {
  assert.equal(entries.length, 1, JSON.stringify(entries));
  const [entry] = entries as [StoredEntry];
  const actual = Object.fromEntries(Object.keys(expected).map((key) => [key, entry[key as keyof StoredEntry]]));
  assert.deepEqual(actual, expected);
}

/**
 * Runs `work` while every insert into the audit log fails (the table is renamed away), to show that
 * a change whose entry cannot be written does not happen either.
 */
export async function withAuditLogBroken<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await renameAuditLog(db, true);
  try {
    return await expectingServerFaults(work);
  } finally {
    await renameAuditLog(db, false);
  }
}
