import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-25-history-offline-days';

type Dialect = 'sqlite' | 'postgres';

/**
 * Offline spans packed per target and day (issue 53's ≤ 300 bytes per register and day): a register
 * is offline about six times a day at the agents' default mix, and a row per span with its indexes
 * cost about 60 bytes on SQLite and 130 on PostgreSQL, most of the goal. Now:
 * - `history_offline_days`: one row per target (a register or a store server, never both) and UTC
 *   day (days since 1970) on which its spans ended, their ends falling on that day; `spans` holds
 *   them as `start:end,start:end` in whole seconds from that day's midnight (a start may be
 *   negative: the span began on an earlier day). No id: the unique target and day is the key.
 * - Indexes: per target by day (the timeline's reads and the upsert of a span), and by day alone
 *   for the daily retention job, which deletes whole days (a BRIN index on PostgreSQL, where the
 *   changes' index by time becomes one too).
 * The rows of `history_offline` move over, grouped the same way, and the table goes.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('history_offline_days')
    .addColumn('cashpoint_id', 'integer', (c) => c.references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.references('store_agents.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('spans', 'text', (c) => c.notNull())
    .addCheckConstraint('history_offline_days_one_target', sql`(cashpoint_id is null) <> (store_agent_id is null)`)
    .execute();
  await db.schema
    .createIndex('history_offline_days_cashpoint')
    .unique()
    .on('history_offline_days')
    .columns(['cashpoint_id', 'day'])
    .where(sql<boolean>`cashpoint_id is not null`)
    .execute();
  await db.schema
    .createIndex('history_offline_days_store_agent')
    .unique()
    .on('history_offline_days')
    .columns(['store_agent_id', 'day'])
    .where(sql<boolean>`store_agent_id is not null`)
    .execute();
  // By time for the retention job: on PostgreSQL a BRIN index (a few pages for the whole table, as
  // rows come in time order) instead of a B-tree entry of 20 bytes per row; the changes' too.
  const byTime = (index: string, table: string, column: string) =>
    dialect === 'postgres'
      ? db.schema.createIndex(index).on(table).using('brin').column(column).execute()
      : db.schema.createIndex(index).on(table).column(column).execute();
  await byTime('history_offline_days_day', 'history_offline_days', 'day');
  if (dialect === 'postgres') {
    await db.schema.dropIndex('history_changes_at').execute();
    await byTime('history_changes_at', 'history_changes', 'at');
  }

  // Integer division on both: times are positive, so it floors.
  const day = sql`(ended_at / 86400000)`;
  const span = sql`(started_at / 1000 - ${day} * 86400) || ':' || (ended_at / 1000 - ${day} * 86400)`;
  const packed =
    dialect === 'postgres'
      ? sql`string_agg(${span}, ',' order by started_at)`
      : sql`group_concat(${span}, ',' order by started_at)`;
  await sql`
    insert into history_offline_days (cashpoint_id, store_agent_id, day, spans)
    select cashpoint_id, store_agent_id, ${day}, ${packed}
    from history_offline
    group by cashpoint_id, store_agent_id, ${day}`.execute(db);
  await db.schema.dropTable('history_offline').execute();
}
