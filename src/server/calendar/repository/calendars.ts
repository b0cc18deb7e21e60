import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The one place that reads and writes `context_calendars` and `store_calendars` (migration 0012).
// Rows hold JSON texts; what they mean and what a missing one stands for is calendar/stored.ts.
// Every write sets `updated_at`, and rows are never deleted (an override is dropped by setting it
// null): the agent's window cache takes the newest `updated_at` as the calendars' version.

export interface CalendarTexts {
  calendar: string | null;
  specialDays: string;
  windowRule: string | null;
}

export interface StoreRef {
  id: number;
  uid: string;
  storeId: string;
  name: string;
}

/** A store's calendar and special days to write (its rule is written on its own). */
export interface StoreCalendarWrite {
  storeRowId: number;
  calendar: string | null;
  specialDays: string;
}

/** Rows written in one statement: 5 parameters each, far below either database's limit. */
const rowsPerStatement = 1000;

export function contextCalendarRow(db: Db, contextId: number): Promise<CalendarTexts | undefined> {
  return db.kysely
    .selectFrom('contextCalendars')
    .select(['calendar', 'specialDays', 'windowRule'])
    .where('contextId', '=', contextId)
    .executeTakeFirst();
}

export function storeCalendarRow(db: Db, storeRowId: number): Promise<CalendarTexts | undefined> {
  return db.kysely
    .selectFrom('storeCalendars')
    .select(['calendar', 'specialDays', 'windowRule'])
    .where('storeRowId', '=', storeRowId)
    .executeTakeFirst();
}

/** A store of the context by its uid; undefined for a store of another context or none. */
export function storeOfContext(db: Db, contextId: number, uid: string): Promise<StoreRef | undefined> {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('uid', '=', uid)
    .where('contextId', '=', contextId)
    .executeTakeFirst();
}

/** Every store of the context, in one statement (a bulk edit or the CSV of 50,000 stores). */
export function storesOfContext(db: Db, contextId: number): Promise<StoreRef[]> {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('contextId', '=', contextId)
    .execute();
}

/** The calendar rows of the context's stores that have one, by store row id. */
export async function storeCalendarRowsOfContext(db: Db, contextId: number): Promise<Map<number, CalendarTexts>> {
  const rows = await db.kysely
    .selectFrom('storeCalendars as sc')
    .innerJoin('stores as s', 's.id', 'sc.storeRowId')
    .select(['sc.storeRowId', 'sc.calendar', 'sc.specialDays', 'sc.windowRule'])
    .where('s.contextId', '=', contextId)
    .execute();
  return new Map(rows.map(({ storeRowId, ...texts }) => [storeRowId, texts]));
}

// Each write sets only the columns it is about, so a rule saved meanwhile survives a calendar's
// save and the other way round.

/**
 * `updated_at` of a row written again: now, but always past the value it had, so two saves within
 * one millisecond (or under a clock set back) still give the row a new version.
 */
function nextVersion(db: Db, table: 'contextCalendars' | 'storeCalendars'): RawBuilder<number> {
  const larger = db.dialect === 'postgres' ? sql`greatest` : sql`max`;
  return sql<number>`${larger}(${sql.ref('excluded.updatedAt')}, ${sql.ref(`${table}.updatedAt`)} + 1)`;
}

/** The context's calendar and special days (a context without a row gets one, without a rule). */
export async function writeContextCalendar(
  db: Db,
  contextId: number,
  texts: { calendar: string; specialDays: string },
  now: number,
) {
  await db.kysely
    .insertInto('contextCalendars')
    .values({ contextId, windowRule: null, ...texts, updatedAt: now })
    .onConflict((oc) =>
      oc.column('contextId').doUpdateSet({ ...texts, updatedAt: nextVersion(db, 'contextCalendars') }),
    )
    .execute();
}

/** The context's rule; a context without a row gets one with `calendar`, the default one. */
export async function writeContextWindowRule(
  db: Db,
  contextId: number,
  windowRule: string,
  calendar: string,
  now: number,
) {
  await db.kysely
    .insertInto('contextCalendars')
    .values({ contextId, calendar, specialDays: '[]', windowRule, updatedAt: now })
    .onConflict((oc) =>
      oc.column('contextId').doUpdateSet({ windowRule, updatedAt: nextVersion(db, 'contextCalendars') }),
    )
    .execute();
}

/** The store's own rule, or null to take its context's again. */
export async function writeStoreWindowRule(db: Db, storeRowId: number, windowRule: string | null, now: number) {
  await db.kysely
    .insertInto('storeCalendars')
    .values({ storeRowId, calendar: null, specialDays: '[]', windowRule, updatedAt: now })
    .onConflict((oc) =>
      oc.column('storeRowId').doUpdateSet({ windowRule, updatedAt: nextVersion(db, 'storeCalendars') }),
    )
    .execute();
}

/** These stores' calendars and special days, a thousand stores per statement. */
export async function writeStoreCalendars(db: Db, rows: readonly StoreCalendarWrite[], now: number) {
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const chunk = rows.slice(i, i + rowsPerStatement).map((row) => ({ ...row, windowRule: null, updatedAt: now }));
    await db.kysely
      .insertInto('storeCalendars')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('storeRowId').doUpdateSet((eb) => ({
          calendar: eb.ref('excluded.calendar'),
          specialDays: eb.ref('excluded.specialDays'),
          updatedAt: nextVersion(db, 'storeCalendars'),
        })),
      )
      .execute();
  }
}
