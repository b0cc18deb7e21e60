import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-10-store-target-counts';

type Dialect = 'sqlite' | 'postgres';

// Home and statistics show every visible context's registers and store servers. Counting them
// meant reading a million index entries per call (about 170 ms of PostgreSQL's CPU, more with its
// parallel workers), for a figure that changes only when a register or store server is added,
// deleted or moved. `store_target_counts` keeps it per store, written by triggers on exactly those
// writes, so the counts read 100,000 short rows. Heartbeats update registers without adding one:
// their upserts insert no row, and the move trigger watches only `store_row_id`. A row per store,
// not one per context: batches registering in parallel then only wait for each other within a
// store, never for one row of the whole context.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.

const targets = [
  { table: 'cashpoints', column: 'cashpoints' },
  { table: 'store_agents', column: 'store_agents' },
] as const;

/** Adds `delta` to a store's count, creating its row (a delete only lowers an existing one). */
const add = (column: string, store: string, delta: 1 | -1) =>
  delta === 1
    ? `insert into store_target_counts (store_row_id, ${column}) values (${store}, 1)
        on conflict (store_row_id) do update set ${column} = store_target_counts.${column} + 1;`
    : `update store_target_counts set ${column} = ${column} - 1 where store_row_id = ${store};`;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of targets) {
    const t = sql.table(table);
    await sql`create trigger ${sql.id(`${table}_counted_insert`)} after insert on ${t}
      begin ${sql.raw(add(column, 'new.store_row_id', 1))} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_counted_delete`)} after delete on ${t}
      begin ${sql.raw(add(column, 'old.store_row_id', -1))} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_counted_move`)} after update of store_row_id on ${t}
      when new.store_row_id is not old.store_row_id
      begin ${sql.raw(add(column, 'old.store_row_id', -1))} ${sql.raw(add(column, 'new.store_row_id', 1))} end`.execute(
      db,
    );
  }
}

/**
 * PostgreSQL counts a statement's rows at once (transition tables): a store deleted with 100
 * registers, or 2,000 registers inserted in one statement, update each store's row once, in store
 * order (so two statements lock them in the same order), not once per register, which would stack
 * up row versions of the same row within the statement.
 */
const postgresAdd = (column: string, rows: string, sign: '+' | '-') =>
  sign === '+'
    ? `insert into store_target_counts (store_row_id, ${column})
        select store_row_id, count(*) from ${rows} group by store_row_id order by store_row_id
        on conflict (store_row_id) do update set ${column} = store_target_counts.${column} + excluded.${column};`
    : `update store_target_counts c set ${column} = c.${column} - d.n
        from (select store_row_id, count(*) as n from ${rows} group by store_row_id) d
        where c.store_row_id = d.store_row_id;`;

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  for (const { table, column } of targets) {
    const fn = (suffix: string) => sql.id(`${table}_counted_${suffix}`);
    const t = sql.table(table);
    const body = (statements: string) => sql.raw(`begin ${statements} return null; end`);
    await sql`create function ${fn('insert')}() returns trigger language plpgsql as $$ ${body(postgresAdd(column, 'changed', '+'))} $$`.execute(
      db,
    );
    await sql`create function ${fn('delete')}() returns trigger language plpgsql as $$ ${body(postgresAdd(column, 'changed', '-'))} $$`.execute(
      db,
    );
    await sql`create function ${fn('move')}() returns trigger language plpgsql as $$ ${body(
      add(column, 'old.store_row_id', -1) + add(column, 'new.store_row_id', 1),
    )} $$`.execute(db);
    await sql`create trigger ${fn('insert')} after insert on ${t} referencing new table as changed
      for each statement execute function ${fn('insert')}()`.execute(db);
    await sql`create trigger ${fn('delete')} after delete on ${t} referencing old table as changed
      for each statement execute function ${fn('delete')}()`.execute(db);
    await sql`create trigger ${fn('move')} after update of store_row_id on ${t} for each row
      when (new.store_row_id is distinct from old.store_row_id) execute function ${fn('move')}()`.execute(db);
  }
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`
    create table store_target_counts (
      store_row_id integer primary key references stores(id) on delete cascade,
      cashpoints integer not null default 0,
      store_agents integer not null default 0)
  `.execute(db);
  await sql`
    insert into store_target_counts (store_row_id, cashpoints, store_agents)
    select st.id,
      (select count(*) from cashpoints c where c.store_row_id = st.id),
      (select count(*) from store_agents a where a.store_row_id = st.id)
    from stores st
  `.execute(db);
  if (dialect === 'postgres') await postgresUp(db);
  else await sqliteUp(db);
}
