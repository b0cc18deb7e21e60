import type { Kysely, Migration } from 'kysely';

// Failed logins are throttled per account and client address (auth/lockout.ts), so each failure
// records the address it came from. Failures recorded before have none ('') and count as one
// unknown address; they are forgotten within the hour anyway.
export const loginFailureAddress: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('login_failures')
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('login_failures_login_address_at')
      .on('login_failures')
      .columns(['login', 'address', 'at'])
      .execute();
  },
};
