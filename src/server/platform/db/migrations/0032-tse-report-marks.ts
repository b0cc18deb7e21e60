import { sql, type Kysely } from 'kysely';

/**
 * The name kysely_migration records; databases migrated before hold it, so it never changes. Named
 * to sort after the other migrations of issue 50 (0031).
 */
export const name = '2027-01-02-tse-report-marks';

type Dialect = 'sqlite' | 'postgres';

/**
 * The register report shows each register's TSE (issue 50), read from `tse_assignments` and `tses`.
 * Its per-store cache rebuilds a store only when a change mark of one of its registers moved
 * (migration 0003), so a write to those tables touches the registers it concerns, as installations
 * do: a register that reports another TSE, and every register of a TSE whose shown values changed
 * (a shared LAN TSE reported by one register or by the store server shows in all of its registers).
 * A counter moves with every sale: only a change of the capacity used as shown (one decimal of a
 * percent) touches. The TSE's last-seen time and other unshown columns touch nothing, so the
 * heartbeats that only confirm a TSE leave the report's cache alone.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
const shown = [
  'type',
  'certificate_valid_until',
  'signature_capacity',
  'state',
  'last_export_at',
  'last_export_ok',
  'last_self_test_at',
  'last_self_test_ok',
];

/** The capacity used in tenths of a percent, rounded as the report rounds it. */
const tenths = (row: 'old' | 'new') =>
  `(${row}.signature_counter * 2000 + ${row}.signature_capacity) / (2 * ${row}.signature_capacity)`;

const changed = (distinct: string) =>
  [...shown.map((c) => `old.${c} ${distinct} new.${c}`), `${tenths('old')} ${distinct} ${tenths('new')}`].join(' or ');

const updateOf = `after update of ${[...shown, 'signature_counter'].join(', ')} on tses`;

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  // SQLite cannot assign NEW; touching the register fires its own mark trigger (0003).
  const touch = (row: string) => `update cashpoints set change_seq = change_seq where id = ${row}.cashpoint_id;`;
  await sql`create trigger tse_assignments_touch_insert after insert on tse_assignments
    begin ${sql.raw(touch('new'))} end`.execute(db);
  await sql`create trigger tse_assignments_touch_update after update on tse_assignments
    begin ${sql.raw(touch('new'))} end`.execute(db);
  await sql`create trigger tse_assignments_touch_delete after delete on tse_assignments
    begin ${sql.raw(touch('old'))} end`.execute(db);
  await sql`create trigger tses_touch_cashpoints ${sql.raw(updateOf)} when ${sql.raw(changed('is not'))}
    begin
      update cashpoints set change_seq = change_seq
      where id in (select cashpoint_id from tse_assignments where tse_id = new.id);
    end`.execute(db);
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // The registers' mark trigger (0003) gives each touched row a new mark.
  await sql`create function tse_assignment_touch() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update cashpoints set change_seq = 0 where id = old.cashpoint_id;
      else
        update cashpoints set change_seq = 0 where id = new.cashpoint_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger tse_assignments_touch after insert or update or delete on tse_assignments
    for each row execute function tse_assignment_touch()`.execute(db);
  await sql`create function tse_touch_cashpoints() returns trigger language plpgsql as $$
    begin
      update cashpoints set change_seq = 0
      where id in (select cashpoint_id from tse_assignments where tse_id = new.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger tses_touch_cashpoints ${sql.raw(updateOf)}
    for each row when (${sql.raw(changed('is distinct from'))}) execute function tse_touch_cashpoints()`.execute(db);
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await postgresUp(db);
  else await sqliteUp(db);
}
