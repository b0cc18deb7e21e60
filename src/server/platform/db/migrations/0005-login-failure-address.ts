import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-25-login-failure-address';

// Failed logins are throttled per account and client address (auth/lockout.ts), so each failure
// records the address it came from. Failures recorded before have none ('') and count as one
// unknown address; they are forgotten within the hour anyway.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_login_address_at')
    .on('login_failures')
    .columns(['login', 'address', 'at'])
    .execute();
}
