import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-11-offer-versions-per-statement';

type Dialect = 'sqlite' | 'postgres';

// Migration 0015 moves a context's offer version from a row trigger on every row of the tables
// whose rows belong to the context through a parent (an update's checked targets, a rollout's
// waves and stores). Saving a Test update for 50,000 checked registers then moved the same version
// row 50,000 times in one transaction; on PostgreSQL each of those leaves a row version that the
// next has to step over, so the save took over 40 s and deleting the targets again 12 s. Here on
// PostgreSQL those tables move each context's version once per statement, from the statement's
// rows (transition tables). SQLite updates a row in place and keeps its row triggers.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.

const children = [
  { table: 'syncfile_targets', parent: 'syncfiles', via: 'syncfile_id' },
  { table: 'rollout_waves', parent: 'rollouts', via: 'rollout_id' },
  { table: 'rollout_stores', parent: 'rollouts', via: 'rollout_id' },
] as const;

/** Moves each context's version once for the rows of `rows` (none when the parent is gone: its delete moved it). */
const bump = (parent: string, via: string, rows: string) => `
  insert into agent_offer_versions (key, version)
  select distinct 'x' || p.context_id, 1 from ${rows} r join ${parent} p on p.id = r.${via}
  order by 1
  on conflict (key) do update set version = agent_offer_versions.version + 1;`;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const { table, parent, via } of children) {
    const t = sql.table(table);
    const fn = (suffix: string) => sql.id(`${table}_offer_${suffix}`);
    await sql`drop trigger ${sql.id(`${table}_offer`)} on ${t}`.execute(db);
    await sql`drop function ${sql.id(`${table}_offer_version`)}()`.execute(db);
    await sql`create function ${fn('rows')}() returns trigger language plpgsql as $$
      begin ${sql.raw(bump(parent, via, 'changed'))} return null; end $$`.execute(db);
    // A row moved to another parent changes the context before and after.
    await sql`create function ${fn('moved')}() returns trigger language plpgsql as $$
      begin ${sql.raw(bump(parent, via, '(select * from before_rows union all select * from changed)'))} return null; end $$`.execute(
      db,
    );
    await sql`create trigger ${fn('insert')} after insert on ${t} referencing new table as changed
      for each statement execute function ${fn('rows')}()`.execute(db);
    await sql`create trigger ${fn('delete')} after delete on ${t} referencing old table as changed
      for each statement execute function ${fn('rows')}()`.execute(db);
    await sql`create trigger ${fn('update')} after update on ${t} referencing old table as before_rows new table as changed
      for each statement execute function ${fn('moved')}()`.execute(db);
  }
}
