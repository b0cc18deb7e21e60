import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-30-fiscal-tses';

type Dialect = 'sqlite' | 'postgres';

/**
 * The TSEs the agents report (issue 50, 'Fiskal').
 * - `tses`: one row per TSE of a context by its serial; a LAN or cloud TSE several registers share is
 *   one row. The values as last reported: dates of the certificate as 'YYYY-MM-DD' text, times in
 *   ms, booleans 0/1; `counter_at` when the counter was stored; `store_row_id` the store whose
 *   register or store server last reported it; `cashpoint_count` how many registers it serves now
 *   (kept with `tse_assignments`, so the forecast sums it without a join); `retired_at` set when a
 *   swap took it out of its last register (no longer listed or forecast), cleared when reported again.
 * - `tse_assignments`: which TSE each register reports now (one per register).
 * - `tse_events`: the history: firstSeen, swappedIn/swappedOut (the register and the other serial),
 *   state changes, planClosed.
 * - `tse_counter_samples`: the counter at most once a day per TSE (its first report that day), enough
 *   to estimate when it is full.
 * - `tse_swap_plans`: the planned swap per TSE ('Austausch planen'); `done_at` set when a swap closed it.
 * - `tse_month_counts`: per context and month of the certificate's end ('YYYY-MM') the TSEs in use and
 *   the registers on them, kept by triggers on exactly the writes that change them (a new or deleted
 *   TSE, another end, another register count, retired or back in use), so the forecast over a
 *   million TSEs reads a few thousand short rows instead of a million index entries (4 s on SQLite).
 *   A counter or a heartbeat's time changes none of them.
 * Indexes: the list by days left per context and across contexts (only TSEs in use).
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
const month = (row: 'new' | 'old' | 'changed') => `substr(${row}.certificate_valid_until, 1, 7)`;
const remove = `update tse_month_counts set tses = tses - 1, cashpoints = cashpoints - old.cashpoint_count
    where context_id = old.context_id and month = ${month('old')};`;
const addNew = `insert into tse_month_counts (context_id, month, tses, cashpoints)
    values (new.context_id, ${month('new')}, 1, new.cashpoint_count)
    on conflict (context_id, month) do update
    set tses = tse_month_counts.tses + 1, cashpoints = tse_month_counts.cashpoints + excluded.cashpoints;`;
/** Only the columns the counts read; a heartbeat's update of the rest leaves them alone. */
const counted = (distinct: string) =>
  ['certificate_valid_until', 'cashpoint_count', 'retired_at'].map((c) => `old.${c} ${distinct} new.${c}`).join(' or ');

async function sqliteCounts(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger tses_counted_insert after insert on tses when new.retired_at is null
    begin ${sql.raw(addNew)} end`.execute(db);
  await sql`create trigger tses_counted_delete after delete on tses when old.retired_at is null
    begin ${sql.raw(remove)} end`.execute(db);
  // SQLite's trigger has one condition: each half of the change checks its own row in its statement.
  await sql`create trigger tses_counted_update after update of certificate_valid_until, cashpoint_count, retired_at
    on tses when ${sql.raw(counted('is not'))}
    begin
      ${sql.raw(remove.replace(';', ' and old.retired_at is null;'))}
      insert into tse_month_counts (context_id, month, tses, cashpoints)
        select new.context_id, ${sql.raw(month('new'))}, 1, new.cashpoint_count where new.retired_at is null
        on conflict (context_id, month) do update
        set tses = tse_month_counts.tses + 1, cashpoints = tse_month_counts.cashpoints + excluded.cashpoints;
    end`.execute(db);
}

/**
 * PostgreSQL counts an insert's or a delete's rows per statement (transition tables), so a context
 * deleted with its TSEs, or TSEs written in bulk, change each month's row once; an update (the
 * ingest writes one TSE at a time) per row.
 */
async function postgresCounts(db: Kysely<unknown>): Promise<void> {
  const grouped = `select context_id, ${month('changed')} as month, count(*) as n, sum(cashpoint_count) as c
    from changed where retired_at is null group by 1, 2 order by 1, 2`;
  const statement = {
    insert: `insert into tse_month_counts (context_id, month, tses, cashpoints) ${grouped}
      on conflict (context_id, month) do update
      set tses = tse_month_counts.tses + excluded.tses, cashpoints = tse_month_counts.cashpoints + excluded.cashpoints;`,
    delete: `update tse_month_counts m set tses = m.tses - d.n, cashpoints = m.cashpoints - d.c
      from (${grouped}) d where m.context_id = d.context_id and m.month = d.month;`,
    update: `if old.retired_at is null then ${remove} end if; if new.retired_at is null then ${addNew} end if;`,
  };
  for (const [event, body] of Object.entries(statement)) {
    const fn = sql.id(`tses_counted_${event}`);
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin ${sql.raw(body)} return null; end $$`.execute(db);
  }
  await sql`create trigger tses_counted_insert after insert on tses referencing new table as changed
    for each statement execute function tses_counted_insert()`.execute(db);
  await sql`create trigger tses_counted_delete after delete on tses referencing old table as changed
    for each statement execute function tses_counted_delete()`.execute(db);
  await sql`create trigger tses_counted_update after update of certificate_valid_until, cashpoint_count, retired_at
    on tses for each row when (${sql.raw(counted('is distinct from'))}) execute function tses_counted_update()`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
        dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await id('tses')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('bsi_certificate_id', 'text')
    .addColumn('manufacturer', 'text')
    .addColumn('model', 'text')
    .addColumn('certificate_valid_until', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'bigint')
    .addColumn('signature_counter', 'bigint')
    .addColumn('signature_capacity', 'bigint')
    .addColumn('counter_at', 'bigint')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('time_set', 'integer')
    .addColumn('last_export_at', 'bigint')
    .addColumn('last_export_ok', 'integer')
    .addColumn('last_self_test_at', 'bigint')
    .addColumn('last_self_test_ok', 'integer')
    .addColumn('store_row_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
    .addColumn('cashpoint_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_seen', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .addUniqueConstraint('tses_context_serial', ['context_id', 'serial'])
    .execute();
  await db.schema
    .createIndex('tses_context_valid_until')
    .on('tses')
    .columns(['context_id', 'certificate_valid_until', 'serial'])
    .where(sql<boolean>`retired_at is null`)
    .execute();
  // Across contexts (a provider sees them all): walked in order, the first page found without sorting.
  await db.schema
    .createIndex('tses_valid_until')
    .on('tses')
    .columns(['certificate_valid_until', 'serial', 'id'])
    .where(sql<boolean>`retired_at is null`)
    .execute();
  await db.schema.createIndex('tses_store').on('tses').column('store_row_id').execute();

  await db.schema
    .createTable('tse_assignments')
    .addColumn('cashpoint_id', 'integer', (c) => c.primaryKey().references('cashpoints.id').onDelete('cascade'))
    .addColumn('tse_id', 'integer', (c) => c.notNull().references('tses.id').onDelete('cascade'))
    .addColumn('since', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tse_assignments_tse').on('tse_assignments').column('tse_id').execute();

  await id('tse_events')
    .addColumn('tse_id', 'integer', (c) => c.notNull().references('tses.id').onDelete('cascade'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('pos_id', 'text')
    .addColumn('other_serial', 'text')
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .execute();
  await db.schema.createIndex('tse_events_tse').on('tse_events').columns(['tse_id', 'at']).execute();

  await db.schema
    .createTable('tse_counter_samples')
    .addColumn('tse_id', 'integer', (c) => c.notNull().references('tses.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tse_counter_samples_pk', ['tse_id', 'day'])
    .execute();

  await db.schema
    .createTable('tse_swap_plans')
    .addColumn('tse_id', 'integer', (c) => c.primaryKey().references('tses.id').onDelete('cascade'))
    .addColumn('planned_for', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('planned_by', 'text', (c) => c.notNull())
    .addColumn('planned_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    .execute();

  await db.schema
    .createTable('tse_month_counts')
    .addColumn('context_id', 'integer', (c) => c.notNull().references('contexts.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('tses', 'integer', (c) => c.notNull())
    .addColumn('cashpoints', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tse_month_counts_pk', ['context_id', 'month'])
    .execute();
  if (dialect === 'postgres') await postgresCounts(db);
  else await sqliteCounts(db);

  // A register deleted takes its assignment along (cascade): its TSE serves one register less. The
  // ingest moves assignments by update and counts itself; only this delete needs the trigger.
  const lower = 'update tses set cashpoint_count = cashpoint_count - 1 where id = old.tse_id;';
  if (dialect === 'postgres') {
    await sql`create function tse_assignments_deleted() returns trigger language plpgsql as $$
      begin ${sql.raw(lower)} return null; end $$`.execute(db);
    await sql`create trigger tse_assignments_deleted after delete on tse_assignments
      for each row execute function tse_assignments_deleted()`.execute(db);
  } else {
    await sql`create trigger tse_assignments_deleted after delete on tse_assignments
      begin ${sql.raw(lower)} end`.execute(db);
  }
}
