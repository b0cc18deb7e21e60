import { sql, type Kysely } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

/** The advisory lock key of the migrations; the jobs' leader lock is another one (jobs/leaderLock.ts). */
export const migrationLockKey = 2026112602;

/**
 * Runs the migrations of one instance at a time. On PostgreSQL a second instance that starts while
 * the first migrates waits for the session-level advisory lock on the connection the work runs on,
 * and then finds nothing pending. Kysely's migrator takes a lock of its own for the run itself,
 * but creates its bookkeeping tables before that; this lock covers the whole of it. SQLite has one
 * instance, and its file is locked while a migration writes anyway.
 */
export async function underMigrationLock(db: Db, work: (kysely: Kysely<Database>) => Promise<void>): Promise<void> {
  if (db.dialect !== 'postgres') return work(db.kysely);
  await db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(connection);
    }
  });
}
