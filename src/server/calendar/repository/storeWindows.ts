import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';

// What the update window of a store is computed from: the context's and the store's calendar rows
// and the store server's last day close. The agent asks once per request for the stamp (a few
// indexed columns); the whole calendar is read only when the stamp differs from the cached one.

/** What tells whether a store's computed window still holds: the rows' save times, the day close. */
export interface WindowStamp {
  storeRowId: number;
  /** updated_at of the context's calendar row; null: the context has none. */
  contextVersion: number | null;
  /** updated_at of the store's own row; null: the store has none. */
  storeVersion: number | null;
  /** The store server's last successful day close (ms); null when none is known or no rule asks. */
  dayCloseAt: number | null;
}

/** A store's calendar rows as stored (JSON texts; calendar/stored.ts reads them), with their stamp. */
export interface StoreWindowRow extends WindowStamp {
  storeUid: string;
  storeId: string;
  /** The context's row; undefined when it has none. */
  context: { calendar: string; specialDays: string; windowRule: string | null } | undefined;
  /** The store's own row; undefined when it has none. */
  store: { calendar: string | null; specialDays: string; windowRule: string | null } | undefined;
}

/**
 * The store server's `tabsok` (fileValues: `{ value, timestamp }`, Unix seconds) as JSON text, read
 * only when the rule that holds for the store asks for the day close: parsing the agent info on every
 * agent request costs, and no other rule needs it.
 */
function dayCloseJson(db: Db): RawBuilder<string | null> {
  // The rule's JSON as stored (JSON.stringify, no spaces); the store's own rule wins over its context's.
  const wantsDayClose = sql`(coalesce(sc.window_rule, cc.window_rule) like '%"afterDayClose":true%')`;
  const tabsok =
    db.dialect === 'postgres'
      ? sql`(cast(sa.agent_info as jsonb) #>> '{fileValues,tabsok}')`
      : sql`json_extract(sa.agent_info, '$.fileValues.tabsok')`;
  return sql<string | null>`case when ${wantsDayClose} and sa.agent_info is not null then ${tabsok} end`;
}

/**
 * The moment of a successful day close from a store server's `tabsok` value ({ value '1',
 * timestamp in Unix seconds }), else null: the one reading of it, for the agent and the details.
 */
export function successfulDayClose(tabsok: unknown): number | null {
  if (typeof tabsok !== 'object' || tabsok === null) return null;
  const { value, timestamp } = tabsok as { value?: unknown; timestamp?: unknown };
  const seconds = Number(timestamp);
  return String(value) === '1' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** The moment of a successful day close from the `tabsok` JSON, else null. */
export function dayCloseMoment(json: string | null | undefined): number | null {
  if (!json) return null;
  try {
    return successfulDayClose(JSON.parse(json));
  } catch {
    return null;
  }
}

function baseQuery(db: Db) {
  return db.kysely
    .selectFrom('stores as st')
    .leftJoin('contextCalendars as cc', 'cc.contextId', 'st.contextId')
    .leftJoin('storeCalendars as sc', 'sc.storeRowId', 'st.id')
    .leftJoin('storeAgents as sa', 'sa.storeRowId', 'st.id');
}

/**
 * The stamp of the store `storeId` of a context (its number, as the agents name it) as a query not
 * yet run, for a caller that reads it together with other rows of the same store (`stampOfRow`).
 */
export function windowStampQuery(db: Db, contextId: number, storeId: string) {
  return baseQuery(db)
    .select(['st.id as storeRowId', 'cc.updatedAt as contextVersion', 'sc.updatedAt as storeVersion'])
    .select(dayCloseJson(db).as('tabsok'))
    .where('st.contextId', '=', contextId)
    .where('st.storeId', '=', storeId);
}

/** The stamp from a row of `windowStampQuery`; undefined when the store was not found. */
export function stampOfRow(row: {
  storeRowId: number | null;
  contextVersion: number | string | null;
  storeVersion: number | string | null;
  tabsok: string | null;
}): WindowStamp | undefined {
  if (row.storeRowId === null) return undefined;
  return {
    storeRowId: row.storeRowId,
    contextVersion: row.contextVersion === null ? null : Number(row.contextVersion),
    storeVersion: row.storeVersion === null ? null : Number(row.storeVersion),
    dayCloseAt: dayCloseMoment(row.tabsok),
  };
}

/** The stamp of the store `storeId` of a context; undefined when unknown. */
export async function windowStamp(db: Db, contextId: number, storeId: string): Promise<WindowStamp | undefined> {
  const row = await windowStampQuery(db, contextId, storeId).executeTakeFirst();
  return row && stampOfRow(row);
}

/** The calendar rows of the stores of a context (all of them, or those with the given row ids) in one statement. */
export async function storeWindowRows(
  db: Db,
  contextId: number,
  storeRowIds?: number | readonly number[],
): Promise<StoreWindowRow[]> {
  let query = baseQuery(db)
    .select([
      'st.id as storeRowId',
      'st.uid as storeUid',
      'st.storeId',
      'cc.calendar as contextCalendar',
      'cc.specialDays as contextSpecialDays',
      'cc.windowRule as contextRule',
      'cc.updatedAt as contextVersion',
      'sc.calendar as storeCalendar',
      'sc.specialDays as storeSpecialDays',
      'sc.windowRule as storeRule',
      'sc.updatedAt as storeVersion',
    ])
    .select(dayCloseJson(db).as('tabsok'))
    .where('st.contextId', '=', contextId);
  if (typeof storeRowIds === 'number') query = query.where('st.id', '=', storeRowIds);
  else if (storeRowIds !== undefined) {
    if (storeRowIds.length === 0) return [];
    query = query.where('st.id', 'in', storeRowIds);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    storeRowId: row.storeRowId,
    storeUid: row.storeUid,
    storeId: row.storeId,
    contextVersion: row.contextVersion === null ? null : Number(row.contextVersion),
    storeVersion: row.storeVersion === null ? null : Number(row.storeVersion),
    dayCloseAt: dayCloseMoment(row.tabsok),
    context:
      row.contextVersion === null
        ? undefined
        : { calendar: row.contextCalendar!, specialDays: row.contextSpecialDays!, windowRule: row.contextRule },
    store:
      row.storeVersion === null
        ? undefined
        : { calendar: row.storeCalendar, specialDays: row.storeSpecialDays!, windowRule: row.storeRule },
  }));
}

/**
 * What every calendar of a context was saved at, as one text: it changes with any save of the
 * context's row or of one of its stores' rows (rows are never deleted, each write sets updated_at).
 */
export async function calendarStamp(db: Db, contextId: number): Promise<string> {
  const row = await db.kysely
    .selectFrom('stores as st')
    .innerJoin('storeCalendars as sc', 'sc.storeRowId', 'st.id')
    // The sum as well as the newest: each write raises its own row's updated_at, so the sum grows
    // even when another instance's clock is behind and its write stays below the newest. As text:
    // 5,000 sums of milliseconds pass what a double holds exactly.
    .select((eb) => [
      eb.fn.countAll().as('n'),
      eb.fn.max('sc.updatedAt').as('last'),
      sql<string | null>`cast(sum(sc.updated_at) as text)`.as('sum'),
    ])
    .where('st.contextId', '=', contextId)
    .executeTakeFirst();
  const context = await db.kysely
    .selectFrom('contextCalendars')
    .select('updatedAt')
    .where('contextId', '=', contextId)
    .executeTakeFirst();
  return `${context?.updatedAt ?? ''}/${row?.n ?? 0}/${row?.last ?? ''}/${row?.sum ?? ''}`;
}
