import { sql, type Kysely } from 'kysely';

/**
 * The name kysely_migration records; databases migrated before hold it, so it never changes. Named
 * to sort after the other migrations of issue 51.
 */
export const name = '2027-01-06-store-health-report-marks';

type Dialect = 'sqlite' | 'postgres';

/**
 * The register report shows each register's devices' worst state, card terminal (reachable, last
 * cut, offline payments) and unsent receipts, the store report each store server's master data
 * versions (issue 51), read from the store health tables (migration 0035). The reports' per-store
 * caches rebuild a store only when a change mark of one of its registers or its store server moved
 * (migration 0003), so a write to those tables that changes what the reports show touches the
 * register or store server it concerns, as the TSE tables do (0032). What the reports do not show
 * touches nothing: a device's `since`, the terminal's last transaction (every sale), the times a
 * section was reported, a file's received time; so the heartbeats that only confirm leave the
 * caches alone.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */

interface Watched {
  table: string;
  /** The columns whose change the reports show. */
  shown: string[];
  /** Whether a row going away changes what is shown (a register's device list shrinks; a kind of file is gone). */
  deletes: boolean;
}

const registerTables: Watched[] = [
  { table: 'cashpoint_peripherals', shown: ['state'], deletes: true },
  { table: 'cashpoint_payments', shown: ['reachable', 'last_cut_at', 'offline_transactions'], deletes: false },
  { table: 'cashpoint_data_flows', shown: ['unsent_receipts', 'oldest_unsent_at'], deletes: false },
];
const masterData: Watched = { table: 'store_master_data', shown: ['version', 'applied_at'], deletes: true };

const changed = (w: Watched, distinct: string) => w.shown.map((c) => `old.${c} ${distinct} new.${c}`).join(' or ');
const updateOf = (w: Watched) => `after update of ${w.shown.join(', ')} on ${w.table}`;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  // SQLite cannot assign NEW; touching the register or store server fires its own mark trigger (0003).
  const touchRegister = (row: string) =>
    `update cashpoints set change_seq = change_seq where id = ${row}.cashpoint_id;`;
  const touchServer = (row: string) =>
    `update store_agents set change_seq = change_seq where store_row_id = ${row}.store_row_id;`;
  const watch = async (w: Watched, touch: (row: string) => string) => {
    await sql`create trigger ${sql.id(`${w.table}_touch_insert`)} after insert on ${sql.table(w.table)}
      begin ${sql.raw(touch('new'))} end`.execute(db);
    await sql`create trigger ${sql.id(`${w.table}_touch_update`)} ${sql.raw(updateOf(w))} when ${sql.raw(changed(w, 'is not'))}
      begin ${sql.raw(touch('new'))} end`.execute(db);
    if (w.deletes)
      await sql`create trigger ${sql.id(`${w.table}_touch_delete`)} after delete on ${sql.table(w.table)}
        begin ${sql.raw(touch('old'))} end`.execute(db);
  };
  for (const w of registerTables) await watch(w, touchRegister);
  await watch(masterData, touchServer);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // The mark triggers of registers and store servers (0003) give each touched row a new mark.
  await sql`create function store_health_touch_cashpoint() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update cashpoints set change_seq = 0 where id = old.cashpoint_id;
      else
        update cashpoints set change_seq = 0 where id = new.cashpoint_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function store_health_touch_store_agent() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update store_agents set change_seq = 0 where store_row_id = old.store_row_id;
      else
        update store_agents set change_seq = 0 where store_row_id = new.store_row_id;
      end if;
      return null;
    end $$`.execute(db);
  const watch = async (w: Watched, fn: string) => {
    const events = w.deletes ? 'insert or delete' : 'insert';
    await sql`create trigger ${sql.id(`${w.table}_touch`)} after ${sql.raw(events)} on ${sql.table(w.table)}
      for each row execute function ${sql.raw(fn)}()`.execute(db);
    await sql`create trigger ${sql.id(`${w.table}_touch_update`)} ${sql.raw(updateOf(w))}
      for each row when (${sql.raw(changed(w, 'is distinct from'))}) execute function ${sql.raw(fn)}()`.execute(db);
  };
  for (const w of registerTables) await watch(w, 'store_health_touch_cashpoint');
  await watch(masterData, 'store_health_touch_store_agent');
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await postgresUp(db);
  else await sqliteUp(db);
}
