// A change applied to many stores at once (the tree's or a report's filtered stores): the weekly
// hours, or a special day set or removed. The stores' rows are read in one statement and written a
// thousand per statement, so 5,000 stores cost a handful of statements, not 5,000 round trips.
import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { calendarProblems } from '../../shared/calendar/validation';
import type { SpecialDay } from '../../shared/calendar/types';
import { calendarMessages } from '../../shared/texts/calendarMessages';
import { hoursAuditText, normalizedCalendar, normalizedSpecialDays, specialDayChangeText } from './calendarValues';
import {
  storeCalendarRowsOfContext,
  storesOfContext,
  type CalendarTexts,
  type StoreCalendarWrite,
  type StoreRef,
} from './repository/calendars';
import { storedCalendar, storedSpecialDays, type StoredCalendar } from './stored';

type BulkChange = components['schemas']['CalendarBulkChange'];

/** How one store's own calendar and special days become what the change makes them. */
type Apply = (
  row: CalendarTexts | undefined,
  contextWeekly: StoredCalendar,
) => Omit<StoreCalendarWrite, 'storeRowId'> | null;

export interface CheckedChange {
  apply: Apply;
  /** The change as the audit log names it. */
  text: string;
}

const m = calendarMessages;

/** The change checked against the context's calendar (zone and region): a German problem, or how to apply it. */
export function checkedChange(change: BulkChange, contextWeekly: StoredCalendar): CheckedChange | string {
  const problemOf = (hours: StoredCalendar['openingHours'], specialDays: SpecialDay[]) =>
    calendarProblems({ ...contextWeekly, openingHours: hours, specialDays })[0]?.message;
  if (change.kind === 'openingHours') {
    const hours = change.openingHours;
    if (!hours) return m.bulkNeedsHours;
    const problem = problemOf(hours, []);
    if (problem) return problem;
    return {
      text: m.bulkChange.openingHours(hoursAuditText(hours) ?? ''),
      // The store keeps its zone and region (its own, or its context's) and gets these hours as its own.
      apply: (row, weekly) => {
        const own = storedCalendar(row?.calendar) ?? weekly;
        const calendar = normalizedCalendar({ timeZone: own.timeZone, region: own.region, openingHours: hours });
        return { calendar: JSON.stringify(calendar), specialDays: row?.specialDays ?? '[]' };
      },
    };
  }
  if (change.kind === 'specialDay') {
    const day = change.specialDay;
    if (!day) return m.bulkNeedsSpecialDay;
    const problem = problemOf([], [day]);
    if (problem) return problem;
    return {
      text: m.bulkChange.specialDay(specialDayChangeText(day)),
      // A store that has this very day already is not changed (nor counted).
      apply: (row) => {
        const before = storedSpecialDays(row?.specialDays);
        const after = JSON.stringify(normalizedSpecialDays([...before, day]));
        if (after === JSON.stringify(normalizedSpecialDays(before))) return null;
        return { calendar: row?.calendar ?? null, specialDays: after };
      },
    };
  }
  const date = change.date;
  if (!date) return m.bulkNeedsDate;
  const problem = problemOf([], [{ date, kind: 'closed', note: '' }]);
  if (problem) return problem;
  return {
    text: m.bulkChange.removeSpecialDay(date),
    // Only stores that have a special day of their own on that date change.
    apply: (row) => {
      const days = storedSpecialDays(row?.specialDays);
      if (!days.some((d) => d.date === date)) return null;
      return { calendar: row?.calendar ?? null, specialDays: JSON.stringify(days.filter((d) => d.date !== date)) };
    },
  };
}

/** The rows the change writes: one per store of the context among `storeUids` that it changes. */
export async function bulkRows(
  db: Db,
  contextId: number,
  contextWeekly: StoredCalendar,
  chosen: (store: StoreRef) => boolean,
  apply: Apply,
): Promise<StoreCalendarWrite[]> {
  // One after the other: inside a transaction both run on its one connection anyway.
  const stores = await storesOfContext(db, contextId);
  const rows = await storeCalendarRowsOfContext(db, contextId);
  const writes: StoreCalendarWrite[] = [];
  for (const store of stores) {
    if (!chosen(store)) continue;
    const next = apply(rows.get(store.id), contextWeekly);
    if (next) writes.push({ storeRowId: store.id, ...next });
  }
  return writes;
}
