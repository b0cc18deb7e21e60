import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-07-fiscal-notifications';

type Dialect = 'sqlite' | 'postgres';

/** The rights an administrator role held before this migration: all there were. */
const rightsBefore = [
  'UPDATES_CHANGE',
  'UPDATES_ORDER_CHANGE',
  'USERS',
  'USERS_CHANGE',
  'CONTEXTS',
  'CONTEXTS_CHANGE',
  'CASHPOINTS_CHANGE',
  'AUDIT',
  'CALENDAR_CHANGE',
  'ROLLOUTS_APPROVE',
  'ALERTS_ACKNOWLEDGE',
  'ACTIONS_RUN',
  'ACTIONS_RISKY',
];
/** Editing the fiscal master data and marking reports as sent. */
const rightAdded = 'FISCAL_CHANGE';

/**
 * The notification to the tax office under § 146a (4) AO (issue 52, 'Kassenmeldung'): what the law
 * asks and the agents cannot know, the changes that must be reported, and what was reported.
 * - `fiscal_taxpayers`: per context (the taxpayer) its name, tax number and, optionally, tax office.
 * - `fiscal_stores`: per store (Betriebsstätte) its address, by the store's uid and not its row: a
 *   store that is deleted stays in the record (its closing is a change to report).
 * - `fiscal_registers`: per register its fiscal record by uid, for the same reason: a deleted
 *   register stays, with its decommissioning day, until a report listed it. Dates 'YYYY-MM-DD'.
 * - `fiscal_changes`: a change that must be reported (kind, when, before and after); `report_id`
 *   the report that carried it, null while it is due.
 * - `fiscal_reports`: a report as it was marked sent, with the day, the ELSTER transfer ticket and a
 *   snapshot (JSON) that never changes afterwards.
 * Every store and register known when this runs is taken as the baseline: known, not changed. The
 * right FISCAL_CHANGE goes to every role that held all rights there were.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const context = 'context_id';

  await db.schema
    .createTable('fiscal_taxpayers')
    .addColumn(context, 'integer', (c) => c.primaryKey().references('contexts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tax_number', 'text', (c) => c.notNull())
    .addColumn('tax_office', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('fiscal_stores')
    .addColumn('store_uid', 'text', (c) => c.primaryKey())
    .addColumn(context, 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fiscal_stores_context').on('fiscal_stores').columns([context, 'store_id']).execute();

  await db.schema
    .createTable('fiscal_registers')
    .addColumn('cashpoint_uid', 'text', (c) => c.primaryKey())
    .addColumn(context, 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_uid', 'text', (c) => c.notNull())
    .addColumn('pos_id', 'text', (c) => c.notNull())
    .addColumn('system_kind', 'text')
    .addColumn('manufacturer', 'text')
    .addColumn('model', 'text')
    .addColumn('software_name', 'text')
    .addColumn('software_version', 'text')
    .addColumn('serial_number', 'text')
    .addColumn('tse_serial', 'text')
    .addColumn('purchased_on', 'text')
    .addColumn('decommissioned_on', 'text')
    .addColumn('decommission_reason', 'text')
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fiscal_registers_store')
    .on('fiscal_registers')
    .columns([context, 'store_uid'])
    .execute();

  await db.schema
    .createTable('fiscal_reports')
    .addColumn('id', id, pk)
    .addColumn(context, 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_uid', 'text', (c) => c.notNull())
    .addColumn('reported_on', 'text', (c) => c.notNull())
    .addColumn('transfer_ticket', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'bigint', (c) => c.notNull())
    .addColumn('reported_by', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fiscal_reports_store').on('fiscal_reports').columns([context, 'store_uid']).execute();

  await db.schema
    .createTable('fiscal_changes')
    .addColumn('id', id, pk)
    .addColumn(context, 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_uid', 'text', (c) => c.notNull())
    .addColumn('cashpoint_uid', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('report_id', 'integer', (c) => c.references('fiscal_reports.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('fiscal_changes_due')
    .on('fiscal_changes')
    .columns([context, 'store_uid', 'at'])
    .where(sql<boolean>`report_id is null`)
    .execute();
  await db.schema.createIndex('fiscal_changes_report').on('fiscal_changes').column('report_id').execute();

  const now =
    dialect === 'postgres'
      ? sql.raw('(extract(epoch from now()) * 1000)::bigint')
      : sql.raw("(strftime('%s','now') * 1000)");
  await sql`insert into fiscal_stores (store_uid, context_id, store_id, name, opened_at, updated_at)
    select uid, context_id, store_id, name, ${now}, ${now} from stores`.execute(db);
  await sql`insert into fiscal_registers (cashpoint_uid, context_id, store_uid, pos_id, first_seen, updated_at)
    select c.uid, s.context_id, s.uid, c.pos_id, coalesce(c.last_heartbeat, ${now}), ${now}
    from cashpoints c join stores s on s.id = c.store_row_id`.execute(db);

  const roles = db as Kysely<{ roles: { id: number; rights: string } }>;
  for (const role of await roles.selectFrom('roles').select(['id', 'rights']).execute()) {
    let rights: unknown;
    try {
      rights = JSON.parse(role.rights);
    } catch {
      continue;
    }
    if (!Array.isArray(rights) || !rightsBefore.every((right) => rights.includes(right))) continue;
    if (rights.includes(rightAdded)) continue;
    await roles
      .updateTable('roles')
      .set({ rights: JSON.stringify([...rights, rightAdded]) })
      .where('id', '=', role.id)
      .execute();
  }
}
