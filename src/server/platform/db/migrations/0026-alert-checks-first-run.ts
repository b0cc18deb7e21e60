import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-14-alert-checks-first-run';

/**
 * `alert_check_runs.first_at`: when a kind's check first ran on this database (null: before this
 * migration, long enough ago). What that first run found was there before anyone looked, of unknown
 * age: a rollout's alert gate counts it as the level before a wave that began earlier (issue 45),
 * instead of as a rise (a fresh demo, or a kind switched on after the wave began).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_check_runs').addColumn('first_at', 'bigint').execute();
}
