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

/**
 * Whether a read inside a transaction must lock its rows (SELECT … FOR UPDATE) to take the values
 * a change starts from: PostgreSQL's READ COMMITTED would let two concurrent changes both read the
 * same old values, so the audit log would show 1→2 and 1→3 instead of 1→2 and 2→3. SQLite runs one
 * transaction at a time on its one connection and has no such clause.
 */
export function locksRows(db: Db): boolean {
  return db.dialect === 'postgres';
}
