import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-08-alert-ownership';

type Dialect = 'sqlite' | 'postgres';

/**
 * Who is on an alert, and planned maintenance (issue 33).
 * - `alerts.assignee_name`, `alerts.assigned_at`: who took the alert over ('Übernehmen'), by the
 *   name they had then (as `acknowledged_by`), and when; null while nobody has.
 * - `maintenance_windows`: a store (`cashpoint_uid` null) or one register under maintenance from
 *   `starts_at` until `ends_at`, with its German `reason`; `ended_at` when someone ended it early.
 *   Its subject's alerts are detected but not notified meanwhile. Store and register are named by
 *   uid (the alerts name them so) and, for the lists, by their ids as they were.
 * - The right ALERTS_ACKNOWLEDGE goes to every role holding CASHPOINTS_CHANGE: the operators who
 *   look after registers and stores, and every administrator role (which holds all rights, and
 *   must keep holding all of them to stay one). Before, anyone who saw a context could acknowledge.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('alerts').addColumn('assignee_name', 'text').execute();
  await db.schema.alterTable('alerts').addColumn('assigned_at', 'bigint').execute();

  const primary = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('maintenance_windows')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', primary)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('store_uid', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('cashpoint_uid', 'text')
    .addColumn('pos_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('maintenance_windows_context')
    .on('maintenance_windows')
    .columns(['context_id', 'ends_at'])
    .execute();

  const roles = db as Kysely<{ roles: { id: number; rights: string } }>;
  for (const role of await roles.selectFrom('roles').select(['id', 'rights']).execute()) {
    let rights: unknown;
    try {
      rights = JSON.parse(role.rights);
    } catch {
      continue;
    }
    if (!Array.isArray(rights) || !rights.includes('CASHPOINTS_CHANGE')) continue;
    if (rights.includes('ALERTS_ACKNOWLEDGE')) continue;
    await roles
      .updateTable('roles')
      .set({ rights: JSON.stringify([...rights, 'ALERTS_ACKNOWLEDGE']) })
      .where('id', '=', role.id)
      .execute();
  }
}
