import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-11-alert-run-indexes';

type Dialect = 'sqlite' | 'postgres';

/**
 * What the alert run over a million registers (issues 50 and 52) needs to stay within its seconds:
 * - `fiscal_registers_live_store`: the record's registers in service counted per store from an index,
 *   for the detection of the changes to report when registers vanished without the delete endpoint:
 *   compared with the fleet's per store, only the stores whose counts differ are compared register
 *   by register. With removed_at in it (null in every entry), SQLite reads the count from the index
 *   alone, not from a million rows of the record.
 * - `tses_not_ready`: the TSEs in use that cannot sign (state not initialized, or time not set), few,
 *   found from this index instead of reading every TSE of the contexts (tseNotReady).
 * - `installations_failed`: the installations reported failed (status 3), few among a million
 *   installed, for installFailed, which read every installation of the contexts' updates.
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
  // The predicate as tseNotReady's check writes it (tseCauses: in use; its own condition), so both
  // databases see the index applies.
  await db.schema
    .createIndex('tses_not_ready')
    .on('tses')
    .column('context_id')
    .where(sql<boolean>`retired_at is null and (state <> 'initialized' or time_set = 0)`)
    .execute();
  await db.schema
    .createIndex('installations_failed')
    .on('installations')
    .column('syncfile_id')
    .where(sql<boolean>`installation_status = 3`)
    .execute();
}
