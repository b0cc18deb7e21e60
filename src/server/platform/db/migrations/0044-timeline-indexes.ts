import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-24-timeline-indexes';

type Dialect = 'sqlite' | 'postgres';

/**
 * What the timeline ('Verlauf', issue 53) reads by its store, so its first page costs the same at
 * any fleet size (the indexes of alerts and maintenance began with the context, whose rows grow
 * with the fleet):
 * - `alerts_store`: a store's alerts (a register's among them) by the time they opened.
 * - `maintenance_windows_store`: a store's maintenance (a register's among them) by its start.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('alerts_store').on('alerts').columns(['store_uid', 'opened_at']).execute();
  await db.schema
    .createIndex('maintenance_windows_store')
    .on('maintenance_windows')
    .columns(['store_uid', 'starts_at'])
    .execute();
}
