import type { Db } from './connection';

/**
 * Runs `work` in a transaction of its own, or inside the transaction `db` already is: a change that
 * is recorded in the audit log runs in the caller's transaction, which adds the entry and commits
 * both or neither. Nested work shares that one transaction; its error rolls all of it back.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.kysely.isTransaction) return work(db);
  return db.kysely.transaction().execute((kysely) => work({ ...db, kysely }));
}
