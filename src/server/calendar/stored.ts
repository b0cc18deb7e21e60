// The calendar as the database keeps it: JSON texts in context_calendars and store_calendars
// (migration 0012). Reading them back is the one place that knows their shape and the defaults.
import type { CalendarFacts, OpeningRange, SpecialDay, WindowRule } from '../../shared/calendar/types';

/** The weekly part of a calendar: what a store may have of its own or take from its context. */
export interface StoredCalendar {
  timeZone: string;
  region: string | null;
  openingHours: OpeningRange[];
}

/** A context that never saved a calendar: the zone of the spec's customers, no hours, no holidays. */
export const defaultCalendar: StoredCalendar = { timeZone: 'Europe/Berlin', region: null, openingHours: [] };

/** A context that never saved a rule: updates install at any time, as the spec describes. */
export const noWindowRule: WindowRule = {
  enabled: false,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
};

export const storedCalendar = (text: string | null | undefined): StoredCalendar | null =>
  text ? (JSON.parse(text) as StoredCalendar) : null;

export const storedSpecialDays = (text: string | null | undefined): SpecialDay[] =>
  text ? (JSON.parse(text) as SpecialDay[]) : [];

export const storedWindowRule = (text: string | null | undefined): WindowRule | null =>
  text ? (JSON.parse(text) as WindowRule) : null;

/** Special days of the context and of the store: on one date the store's wins. Sorted by date. */
export function mergedSpecialDays(context: readonly SpecialDay[], store: readonly SpecialDay[]): SpecialDay[] {
  const byDate = new Map<string, SpecialDay>();
  for (const day of context) byDate.set(day.date, day);
  for (const day of store) byDate.set(day.date, day);
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** What the window computation needs of a store, from its rows (either may be missing). */
export function storeFacts(
  context: { calendar: string | null; specialDays: string | null } | undefined,
  store: { calendar: string | null; specialDays: string | null } | undefined,
): CalendarFacts {
  const weekly = storedCalendar(store?.calendar) ?? storedCalendar(context?.calendar) ?? defaultCalendar;
  const contextDays = storedSpecialDays(context?.specialDays);
  const storeDays = storedSpecialDays(store?.specialDays);
  // A store's own day replaces the context's on its date, but never lifts the context's blackout.
  const storeDates = new Set(storeDays.map((day) => day.date));
  const blackoutDates = contextDays
    .filter((day) => day.kind === 'blackout' && storeDates.has(day.date))
    .map((day) => day.date);
  return {
    ...weekly,
    specialDays: mergedSpecialDays(contextDays, storeDays),
    ...(blackoutDates.length > 0 ? { blackoutDates } : {}),
  };
}

/** The rule that holds for a store: its own, else its context's, else none. */
export const effectiveWindowRule = (contextRule: string | null | undefined, storeRule: string | null | undefined) =>
  storedWindowRule(storeRule) ?? storedWindowRule(contextRule) ?? noWindowRule;
