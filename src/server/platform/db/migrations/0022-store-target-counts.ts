import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-10-store-target-counts';

type Dialect = 'sqlite' | 'postgres';

// Home and statistics show every visible context's registers and store servers. Counting them
// meant reading a million index entries per call (about 170 ms of PostgreSQL's CPU, more with its
// parallel workers), for a figure that changes only when a register or store server is added,
// deleted or moved. Two tables keep it per store, written by triggers on exactly those writes, so
// the counts read 100,000 short rows. Heartbeats update registers without adding one: their upserts
// insert no row, and the move trigger watches only `store_row_id`.
// Locks: a row per store, not one per context, so batches registering in parallel wait for each
// other only within a store. One table per kind of target, because a heartbeat batch that registers
// a store writes its registers and then its store server in one transaction: with one table, the
// second statement could wait for a store's row that another batch holds while that batch waits for
// a row the first statement took (a deadlock). Now every statement locks rows of one table, in store
// order, and every transaction takes the registers' table before the store servers'.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.

const targets = [
  { table: 'cashpoints', counts: 'store_cashpoint_counts' },
  { table: 'store_agents', counts: 'store_agent_counts' },
] as const;

/** Adds `delta` to a store's count, creating its row (a delete only lowers an existing one). */
const add = (counts: string, store: string, delta: 1 | -1) =>
  delta === 1
    ? `insert into ${counts} (store_row_id, n) values (${store}, 1)
        on conflict (store_row_id) do update set n = ${counts}.n + 1;`
    : `update ${counts} set n = n - 1 where store_row_id = ${store};`;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  for (const { table, counts } of targets) {
    const t = sql.table(table);
    await sql`create trigger ${sql.id(`${table}_counted_insert`)} after insert on ${t}
      begin ${sql.raw(add(counts, 'new.store_row_id', 1))} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_counted_delete`)} after delete on ${t}
      begin ${sql.raw(add(counts, 'old.store_row_id', -1))} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_counted_move`)} after update of store_row_id on ${t}
      when new.store_row_id is not old.store_row_id
      begin ${sql.raw(add(counts, 'old.store_row_id', -1))} ${sql.raw(add(counts, 'new.store_row_id', 1))} end`.execute(
      db,
    );
  }
}

/**
 * PostgreSQL counts a statement's rows at once (transition tables): a store deleted with 100
 * registers, or 2,000 registers inserted in one statement, change each store's row once, in store
 * order, not once per register, which would stack up versions of the same row in the statement.
 * A delete locks its rows in store order first: an UPDATE … FROM takes them in any order.
 */
const postgresAdd = (counts: string, sign: '+' | '-') =>
  sign === '+'
    ? `insert into ${counts} (store_row_id, n)
        select store_row_id, count(*) from changed group by store_row_id order by store_row_id
        on conflict (store_row_id) do update set n = ${counts}.n + excluded.n;`
    : `perform 1 from ${counts} where store_row_id in (select store_row_id from changed)
        order by store_row_id for update;
      update ${counts} c set n = c.n - d.n
        from (select store_row_id, count(*) as n from changed group by store_row_id) d
        where c.store_row_id = d.store_row_id;`;

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  for (const { table, counts } of targets) {
    const fn = (suffix: string) => sql.id(`${table}_counted_${suffix}`);
    const t = sql.table(table);
    const body = (statements: string) => sql.raw(`begin ${statements} return null; end`);
    await sql`create function ${fn('insert')}() returns trigger language plpgsql as $$ ${body(postgresAdd(counts, '+'))} $$`.execute(
      db,
    );
    await sql`create function ${fn('delete')}() returns trigger language plpgsql as $$ ${body(postgresAdd(counts, '-'))} $$`.execute(
      db,
    );
    await sql`create function ${fn('move')}() returns trigger language plpgsql as $$ ${body(
      add(counts, 'old.store_row_id', -1) + add(counts, 'new.store_row_id', 1),
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
  for (const { table, counts } of targets) {
    await sql`
      create table ${sql.table(counts)} (
        store_row_id integer primary key references stores(id) on delete cascade,
        n integer not null)
    `.execute(db);
    await sql`
      insert into ${sql.table(counts)} (store_row_id, n)
      select store_row_id, count(*) from ${sql.table(table)} group by store_row_id
    `.execute(db);
  }
  if (dialect === 'postgres') await postgresUp(db);
  else await sqliteUp(db);
}
