import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-05-store-health';

type Dialect = 'sqlite' | 'postgres';

/**
 * What the agents report of a store's ability to sell (issue 51, 'Filial-Betriebsfähigkeit'), as
 * last reported; times in ms, booleans 0/1. Tables of their own, not columns of `cashpoints`: a
 * write there marks the register changed for the per-store caches (migration 0003), and these facts
 * change all day long. Only what changed is written (storeHealth/ingest.ts).
 * - `cashpoint_peripherals`: a register's devices (kind, name), their state and since when; the
 *   whole list of a heartbeat replaces the register's rows. The partial index finds the few not ok.
 * - `cashpoint_payments`: a register's card terminal; `reachable_since` when the server saw
 *   `reachable` change; `uncut_since` the first card payment reported after the last cut (null while
 *   every payment is cut), so a past day's payments without a cut stay known after today's first sale.
 * - `cashpoint_data_flows`: a register's receipts not yet sent.
 * - `store_master_data`: a store server's master data files, one row per kind.
 * Whether a receipt is open stays in `cashpoint_receipts` (migration 0029), which already keeps it.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('cashpoint_peripherals')
    .addColumn('cashpoint_id', 'integer', (c) => c.notNull().references('cashpoints.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('since', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cashpoint_peripherals_pk', ['cashpoint_id', 'kind', 'name'])
    .execute();
  await db.schema
    .createIndex('cashpoint_peripherals_not_ok')
    .on('cashpoint_peripherals')
    .column('cashpoint_id')
    .where(sql<boolean>`state <> 'ok'`)
    .execute();

  await db.schema
    .createTable('cashpoint_payments')
    .addColumn('cashpoint_id', 'integer', (c) => c.primaryKey().references('cashpoints.id').onDelete('cascade'))
    .addColumn('terminal_id', 'text', (c) => c.notNull())
    .addColumn('reachable', 'integer', (c) => c.notNull())
    .addColumn('reachable_since', 'bigint', (c) => c.notNull())
    .addColumn('last_transaction_at', 'bigint')
    .addColumn('last_cut_at', 'bigint')
    .addColumn('uncut_since', 'bigint')
    .addColumn('offline_transactions', 'integer', (c) => c.notNull())
    .addColumn('oldest_offline_at', 'bigint')
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cashpoint_data_flows')
    .addColumn('cashpoint_id', 'integer', (c) => c.primaryKey().references('cashpoints.id').onDelete('cascade'))
    .addColumn('unsent_receipts', 'integer', (c) => c.notNull())
    .addColumn('oldest_unsent_at', 'bigint')
    .addColumn('last_upload_at', 'bigint')
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_master_data')
    .addColumn('store_row_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint')
    .addColumn('applied_at', 'bigint')
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_master_data_pk', ['store_row_id', 'kind'])
    .execute();
}
