import { sql, type Kysely, type RawBuilder } from 'kysely';

// What a due-update check answers a target depends on rows of its context (updates and their
// targets, rollouts with their waves and stores, calendars and window rules, the stores and their
// numbers) and on the target's own rows (its installations, its store and number). Heartbeats write
// none of these, so a number per context and per target that every such write moves tells an
// instance, from one read for many checks, that the answer it keeps still holds. Keys: `x<context>`,
// `c<register>`, `a<store agent>`. Triggers move them, so no write path can forget one.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-02-agent-offer-versions';

type Dialect = 'sqlite' | 'postgres';

/** Which key a row moves: an expression over the row `r` (NEW or OLD), and a FROM tail for it. */
interface Marked {
  table: string;
  /**
   * Only these columns count on update (heartbeats write the others); all when absent. A table with
   * them is one of the targets' own rows (stores, registers, store agents): inserting one changes no
   * answer kept before (a new target has none), and every new store's register would otherwise move
   * its context's number inside the registering batch, which on PostgreSQL locks that one row for
   * every batch registering in the context and serialises them.
   */
  columns?: string[];
  key(r: string): string;
  from?(r: string): string;
}

const own = (r: string) => `'x' || ${r}.context_id`;
const parent = () => `'x' || p.context_id`;
const marked: Marked[] = [
  { table: 'syncfiles', key: own },
  { table: 'syncfile_targets', key: parent, from: (r) => `from syncfiles p where p.id = ${r}.syncfile_id` },
  { table: 'rollouts', key: own },
  { table: 'rollout_waves', key: parent, from: (r) => `from rollouts p where p.id = ${r}.rollout_id` },
  { table: 'rollout_stores', key: parent, from: (r) => `from rollouts p where p.id = ${r}.rollout_id` },
  { table: 'context_calendars', key: own },
  { table: 'store_calendars', key: parent, from: (r) => `from stores p where p.id = ${r}.store_row_id` },
  { table: 'stores', columns: ['store_id', 'context_id'], key: own },
  {
    table: 'installations',
    key: (r) =>
      `case when ${r}.cashpoint_id is not null then 'c' || ${r}.cashpoint_id else 'a' || ${r}.store_agent_id end`,
  },
  { table: 'cashpoints', columns: ['store_row_id', 'pos_id'], key: (r) => `'c' || ${r}.id` },
  { table: 'store_agents', columns: ['store_row_id'], key: (r) => `'a' || ${r}.id` },
];

/** Moves the row's key (none when its parent is already gone: the parent's delete moved it). */
const bump = (m: Marked, r: string): RawBuilder<unknown> =>
  sql.raw(`insert into agent_offer_versions (key, version)
    select k, 1 from (select ${m.key(r)} as k ${m.from?.(r) ?? ''}) moved where k is not null
    on conflict (key) do update set version = agent_offer_versions.version + 1;`);

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  for (const m of marked) {
    const t = sql.table(m.table);
    const of = m.columns ? sql.raw(` of ${m.columns.join(', ')}`) : sql.raw('');
    if (!m.columns)
      await sql`create trigger ${sql.id(`${m.table}_offer_insert`)} after insert on ${t}
      begin ${bump(m, 'new')} end`.execute(db);
    // The row before and after: a register moved to another store changes both.
    await sql`create trigger ${sql.id(`${m.table}_offer_update`)} after update${of} on ${t}
      begin ${bump(m, 'old')} ${bump(m, 'new')} end`.execute(db);
    await sql`create trigger ${sql.id(`${m.table}_offer_delete`)} after delete on ${t}
      begin ${bump(m, 'old')} end`.execute(db);
  }
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  for (const m of marked) {
    const fn = sql.id(`${m.table}_offer_version`);
    await sql`
      create function ${fn}() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bump(m, 'old')} end if;
        if tg_op <> 'DELETE' then ${bump(m, 'new')} end if;
        return null;
      end $$
    `.execute(db);
    const update = m.columns ? sql.raw(`update of ${m.columns.join(', ')}`) : sql.raw('update');
    await sql`
      create trigger ${sql.id(`${m.table}_offer`)} after ${m.columns ? sql.raw('') : sql.raw('insert or ')}${update} or delete on ${sql.table(m.table)}
      for each row execute function ${fn}()
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('agent_offer_versions')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') await postgresUp(db);
  else await sqliteUp(db);
}
