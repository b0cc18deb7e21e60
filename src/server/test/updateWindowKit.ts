import type { Db } from '../platform/db/connection';
import type { CalendarFacts, WindowRule } from '../../shared/calendar/types';
import type { StoredCalendar } from '../calendar/stored';
import { setStoreAgentInfo, storeAgentInfo, upsertContextCalendar } from './repository/calendarRows';
import { contextRowByKey } from './repository/contextRows';

// Calendars and rules planted as the operator API stores them (migration 0012's JSON columns), so a
// test of the agent API or the waiting stores can check over HTTP what they make of them.

/** Every day of the week open 08:00–20:00 in Berlin: a store is closed every night. */
export const everyDayBerlin: StoredCalendar = {
  timeZone: 'Europe/Berlin',
  region: null,
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
};

export const rule30: WindowRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
};

/** The facts a store of a context with `calendar` and no calendar of its own computes with. */
export const factsOf = (calendar: StoredCalendar): CalendarFacts => ({ ...calendar, specialDays: [] });

/** Saves a context's calendar and rule (null: none) at `savedAt`, as a save through the API would. */
export async function plantContextCalendar(
  db: Db,
  contextKey: string,
  calendar: StoredCalendar,
  rule: WindowRule | null,
  savedAt: number,
): Promise<void> {
  const values = {
    calendar: JSON.stringify(calendar),
    specialDays: '[]',
    windowRule: rule === null ? null : JSON.stringify(rule),
    updatedAt: savedAt,
  };
  await upsertContextCalendar(db, (await contextRowByKey(db, contextKey)).id, values);
}

/** Sets the store server's day close (`tabsok`) in its agent info, as its heartbeat would. */
export async function plantDayClose(db: Db, storeRowId: number, ok: boolean, at: number): Promise<void> {
  const info = JSON.parse((await storeAgentInfo(db, storeRowId)) ?? '{}') as { fileValues?: Record<string, unknown> };
  info.fileValues = { ...info.fileValues, tabsok: { value: ok ? '1' : '0', timestamp: Math.floor(at / 1000) } };
  await setStoreAgentInfo(db, storeRowId, JSON.stringify(info));
}

/** The next moment at `hour`:00 in Berlin at least a day after `from` (ms). */
export function berlinHourAfter(from: number, hour: number): number {
  const day = new Date(from + 86_400_000);
  const date = day.toISOString().slice(0, 10);
  // Noon UTC of that date is the same date in Berlin; the offset there is +1 or +2 hours.
  const offsetHours = new Date(`${date}T12:00:00Z`).toLocaleString('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`) - (Number(offsetHours) - 12) * 3_600_000;
}
