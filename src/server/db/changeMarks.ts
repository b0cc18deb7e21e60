import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../platform/db/connection';

// Every write that can change what the tree or a report shows for a store leaves a mark: registers,
// store agents and updates carry `change_seq`, a number from one counter that grows with every
// insert or update of the row. Installations and update targets have no mark of their own; a change
// to one touches its register or store agent instead. A store's replies are then unchanged as long
// as its count of registers and their highest mark are; the reply cache (fleet/storeReplyCache.ts)
// compares exactly that. Every write also moves one counter (the same sequence on PostgreSQL), so a
// reader that finds it unmoved knows nothing changed without looking at any store. Triggers, not the write paths, set the marks, so no writer can forget one.

const marked = ['cashpoints', 'store_agents', 'syncfiles'] as const;
const touching = ['installations', 'syncfile_targets'] as const;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  await sql`create table fleet_change_counter (id integer primary key, value integer not null)`.execute(db);
  await sql`insert into fleet_change_counter (id, value) values (1, 0)`.execute(db);
  for (const table of marked) {
    const t = sql.table(table);
    // SQLite cannot assign NEW in a trigger, so the row is updated once more; that inner update does
    // not fire the trigger again (recursive triggers are off), and the WHEN guard would stop it anyway.
    const body = sql`
      update fleet_change_counter set value = value + 1 where id = 1;
      update ${t} set change_seq = (select value from fleet_change_counter where id = 1) where id = new.id;
    `;
    await sql`create trigger ${sql.id(`${table}_mark_insert`)} after insert on ${t} begin ${body} end`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_mark_update`)} after update on ${t}
      when new.change_seq is old.change_seq begin ${body} end
    `.execute(db);
  }
  // Deletes and store rows leave no mark on a row; they move the counter, so an unmoved counter
  // still means that nothing at all was written.
  const bump = sql`update fleet_change_counter set value = value + 1 where id = 1;`;
  for (const table of marked) {
    await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)} begin ${bump} end`.execute(
      db,
    );
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`stores_count_${event}`)} after ${sql.raw(event)} on stores begin ${bump} end`.execute(
      db,
    );
  }
  for (const table of touching) {
    for (const [event, row] of [
      ['insert', sql`new`],
      ['update', sql`new`],
      ['delete', sql`old`],
    ] as const) {
      await sql`
        create trigger ${sql.id(`${table}_touch_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin
          update cashpoints set change_seq = change_seq where id = ${row}.cashpoint_id;
          update store_agents set change_seq = change_seq where id = ${row}.store_agent_id;
        end
      `.execute(db);
    }
  }
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence fleet_change_seq`.execute(db);
  await sql`
    create function fleet_mark_change() returns trigger language plpgsql as $$
    begin
      new.change_seq := nextval('fleet_change_seq');
      return new;
    end $$
  `.execute(db);
  await sql`
    create function fleet_touch_target() returns trigger language plpgsql as $$
    declare
      target record;
    begin
      if tg_op = 'DELETE' then target := old; else target := new; end if;
      if target.cashpoint_id is not null then
        update cashpoints set change_seq = 0 where id = target.cashpoint_id;
      end if;
      if target.store_agent_id is not null then
        update store_agents set change_seq = 0 where id = target.store_agent_id;
      end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create function fleet_count_change() returns trigger language plpgsql as $$
    begin
      perform nextval('fleet_change_seq');
      return null;
    end $$
  `.execute(db);
  for (const table of marked) {
    await sql`
      create trigger ${sql.id(`${table}_mark`)} before insert or update on ${sql.table(table)}
      for each row execute function fleet_mark_change()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)}
      for each row execute function fleet_count_change()
    `.execute(db);
  }
  await sql`
    create trigger stores_count after insert or update or delete on stores
    for each row execute function fleet_count_change()
  `.execute(db);
  for (const table of touching) {
    await sql`
      create trigger ${sql.id(`${table}_touch`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function fleet_touch_target()
    `.execute(db);
  }
}

/** The change marks, and the indexes that read a store's marks and its tree rows without the table. */
export function changeMarks(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of marked) {
        await db.schema
          .alterTable(table)
          .addColumn('change_seq', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      if (dialect === 'postgres') await postgresUp(db);
      else await sqliteUp(db);
      // The marks start at 0 for rows written before; touching every row gives each its first mark.
      for (const table of marked) await sql`update ${sql.table(table)} set change_seq = change_seq`.execute(db);
      await db.schema
        .createIndex('cashpoints_store_marks')
        .on('cashpoints')
        .columns(['store_row_id', 'change_seq'])
        .execute();
      await db.schema
        .createIndex('cashpoints_store_tree')
        .on('cashpoints')
        .columns(['store_row_id', 'pos_id', 'uid', 'last_heartbeat'])
        .execute();
    },
  };
}
