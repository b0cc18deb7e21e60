import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-09-fiscal-change-marks';

type Dialect = 'sqlite' | 'postgres';

/**
 * What the detection of the changes to report (issue 52) needs to stay cheap at a million registers:
 * it reads only what is new since its last run, not the whole fleet.
 * - `fiscal_marks`: per name the highest store and register row id taken into the fiscal record,
 *   and the moment up to which the registers' TSE assignments were compared. Rows with a larger id
 *   are new; a register's TSE assigned since then may be a swap.
 * - an index on `tse_assignments.since`, so the assignments since the last run are found directly;
 * - partial indexes on the registers and stores still in service, so their counts (which tell
 *   whether any register or store disappeared) are read from an index.
 * - `fiscal_reminders`: the reminder mail sent 7 days before a store's deadline, once per deadline.
 * The registers known by 0037 get their TSE's serial as baseline (not a change).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('fiscal_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fiscal_reminders')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_uid', 'text', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fiscal_reminders_pk', ['context_id', 'store_uid', 'deadline'])
    .execute();
  await db.schema.createIndex('tse_assignments_since').on('tse_assignments').column('since').execute();
  await db.schema
    .createIndex('fiscal_registers_live')
    .on('fiscal_registers')
    .column('cashpoint_uid')
    .where(sql<boolean>`removed_at is null`)
    .execute();
  await db.schema
    .createIndex('fiscal_stores_open')
    .on('fiscal_stores')
    .column('store_uid')
    .where(sql<boolean>`closed_at is null`)
    .execute();

  await sql`update fiscal_registers set tse_serial = (
      select t.serial from cashpoints c
      join tse_assignments a on a.cashpoint_id = c.id
      join tses t on t.id = a.tse_id
      where c.uid = fiscal_registers.cashpoint_uid)
    where tse_serial is null`.execute(db);
  const now =
    dialect === 'postgres'
      ? sql.raw('(extract(epoch from now()) * 1000)::bigint')
      : sql.raw("(strftime('%s','now') * 1000)");
  await sql`insert into fiscal_marks (name, value)
    select 'stores', coalesce(max(id), 0) from stores
    union all select 'cashpoints', coalesce(max(id), 0) from cashpoints
    union all select 'tseAssignments', ${now}`.execute(db);
}
