import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-11-29-store-calendar';

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
];

/**
 * The store calendar.
 * - `context_calendars`: one row per context that saved its calendar or its update window rule:
 *   `calendar` the JSON of time zone, holiday region and weekly hours, `special_days` a JSON array
 *   that applies to every store, `window_rule` the JSON of the update window rule (null: none,
 *   updates install at any time).
 * - `store_calendars`: one row per store with anything of its own: `calendar` (null: its context's),
 *   `special_days` (its own, added to the context's; on one date the store's wins), `window_rule`
 *   (null: its context's).
 * - The right CALENDAR_CHANGE goes to every role that held all rights there were (the administrator
 *   roles), so an administrator stays one.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('context_calendars')
    .addColumn('context_id', 'integer', (c) => c.primaryKey().references('contexts.id').onDelete('cascade'))
    .addColumn('calendar', 'text', (c) => c.notNull())
    .addColumn('special_days', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('window_rule', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store_calendars')
    .addColumn('store_row_id', 'integer', (c) => c.primaryKey().references('stores.id').onDelete('cascade'))
    .addColumn('calendar', 'text')
    .addColumn('special_days', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('window_rule', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  const roles = db as Kysely<{ roles: { id: number; rights: string } }>;
  for (const role of await roles.selectFrom('roles').select(['id', 'rights']).execute()) {
    let rights: unknown;
    try {
      rights = JSON.parse(role.rights);
    } catch {
      continue;
    }
    if (!Array.isArray(rights) || !rightsBefore.every((right) => rights.includes(right))) continue;
    if (rights.includes('CALENDAR_CHANGE')) continue;
    await roles
      .updateTable('roles')
      .set({ rights: JSON.stringify([...rights, 'CALENDAR_CHANGE']) })
      .where('id', '=', role.id)
      .execute();
  }
}
