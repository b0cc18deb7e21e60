import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-22-fleet-history';

type Dialect = 'sqlite' | 'postgres';

/**
 * The fleet's daily snapshot per context (issue 53, 'Versionen im Verlauf'), one row set per context
 * and day ('YYYY-MM-DD' in the console's TIME_ZONE); a run on the same day replaces that day's set.
 * - `fleet_days`: the registers, how many were online, how many stores were red, when taken (ms).
 * - `fleet_day_versions`: registers per version (its tag; '' for a register without an installed
 *   update) and the update's order key then, so the versions sort without the update files.
 * - `fleet_day_alerts`: open (not closed) alerts per kind.
 * Each table's key leads with the context and day, which is how they are read (a range of days).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('fleet_days')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('cashpoints', 'integer', (c) => c.notNull())
    .addColumn('online_cashpoints', 'integer', (c) => c.notNull())
    .addColumn('red_stores', 'integer', (c) => c.notNull())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fleet_days_pk', ['context_id', 'day'])
    .execute();

  await db.schema
    .createTable('fleet_day_versions')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('order_key', 'integer')
    .addColumn('cashpoints', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fleet_day_versions_pk', ['context_id', 'day', 'version'])
    .execute();

  await db.schema
    .createTable('fleet_day_alerts')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('alert_kind', 'text', (c) => c.notNull())
    .addColumn('open_alerts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fleet_day_alerts_pk', ['context_id', 'day', 'alert_kind'])
    .execute();
}
