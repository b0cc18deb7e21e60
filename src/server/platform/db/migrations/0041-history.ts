import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2027-01-21-history';

type Dialect = 'sqlite' | 'postgres';

/**
 * The history of what the agents report (issue 53, 'Zeitleiste'): changes, not copies. Each row
 * belongs to a register (`cashpoint_id`) or a store server (`store_agent_id`), never both, and goes
 * with it when it is deleted; times in ms.
 * - `history_states`: per target what it reported last, as history keeps it (sections of key →
 *   value, JSON), and a short fingerprint per section, which a full heartbeat is compared with
 *   before anything else is read or written.
 * - `history_changes`: one row per changed value (key, old, new, at); null is "not reported".
 * - `history_offline`: the spans a target was offline (its silence past the offline limit), each
 *   written when it came back. The unique start keeps two instances from writing one span twice.
 * Indexes: per target by time (the timeline), and by time alone for the daily retention job.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';

  await db.schema
    .createTable('history_states')
    .addColumn('cashpoint_id', 'integer', (c) => c.unique().references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.unique().references('store_agents.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('reported', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('history_states_one_target', sql`(cashpoint_id is null) <> (store_agent_id is null)`)
    .execute();

  await db.schema
    .createTable('history_changes')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('cashpoint_id', 'integer', (c) => c.references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.references('store_agents.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('old', 'text')
    .addColumn('new', 'text')
    .addCheckConstraint('history_changes_one_target', sql`(cashpoint_id is null) <> (store_agent_id is null)`)
    .execute();
  await db.schema
    .createIndex('history_changes_cashpoint')
    .on('history_changes')
    .columns(['cashpoint_id', 'at'])
    .where(sql<boolean>`cashpoint_id is not null`)
    .execute();
  await db.schema
    .createIndex('history_changes_store_agent')
    .on('history_changes')
    .columns(['store_agent_id', 'at'])
    .where(sql<boolean>`store_agent_id is not null`)
    .execute();
  await db.schema.createIndex('history_changes_at').on('history_changes').column('at').execute();

  await db.schema
    .createTable('history_offline')
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('cashpoint_id', 'integer', (c) => c.references('cashpoints.id').onDelete('cascade'))
    .addColumn('store_agent_id', 'integer', (c) => c.references('store_agents.id').onDelete('cascade'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('history_offline_one_target', sql`(cashpoint_id is null) <> (store_agent_id is null)`)
    .execute();
  await db.schema
    .createIndex('history_offline_cashpoint')
    .unique()
    .on('history_offline')
    .columns(['cashpoint_id', 'started_at'])
    .where(sql<boolean>`cashpoint_id is not null`)
    .execute();
  await db.schema
    .createIndex('history_offline_store_agent')
    .unique()
    .on('history_offline')
    .columns(['store_agent_id', 'started_at'])
    .where(sql<boolean>`store_agent_id is not null`)
    .execute();
  await db.schema.createIndex('history_offline_ended').on('history_offline').column('ended_at').execute();
}
