import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-11-fiscal-registers-by-store';

type Dialect = 'sqlite' | 'postgres';

/**
 * What the detection of the changes to report (issue 52) needs when registers vanished without the
 * delete endpoint: the record's registers in service counted per store from an index, to compare
 * with the fleet's per store, so only the stores whose counts differ are compared register by
 * register. With removed_at in it (null in every entry), SQLite reads the count from the index
 * alone, not from a million rows of the record.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex('fiscal_registers_live_store')
    .on('fiscal_registers')
    .columns(['store_uid', 'removed_at'])
    .where(sql<boolean>`removed_at is null`)
    .execute();
}
