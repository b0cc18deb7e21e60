import type { Generated } from 'kysely';

/** One entry of the audit log (db/auditLog.ts), with who and what copied in as they were then. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
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
  /** JSON array of `{field, before, after, hidden}`. */
  changes: string;
  /** What the free-text filter searches: the text fields in lower case, joined (repositories/auditLog.ts). */
  searchText: string;
  /** The API token the change was made with ('Name (kk_ab12cd34)'); null for a session. */
  tokenLabel: Generated<string | null>;
}
