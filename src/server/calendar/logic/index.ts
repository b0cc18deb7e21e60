// The store calendar's computation: pure functions of a calendar, a rule and a moment (ms, UTC).
// The interface was fixed for the parallel work; the bodies live in the files beside this one.
import type { CalendarFacts, WindowRule } from '../../../shared/calendar/types';
import { dayState, openSince } from './dayState';
import { holidayOnDay } from './holidays';
import { dayOfDate } from './localDays';
import { nextWindow } from './nextWindow';
import type { DayStateMs, WindowMs } from './types';

export { windowHorizonDays, type DayStateMs, type WindowMs } from './types';
export { isHolidayRegion } from './holidays';

/**
 * The update window that contains `at` (from ≤ at < to), else the next one within the horizon;
 * null when the rule is disabled or no window opens within the horizon. `dayCloseAt` is the moment
 * of the store's last successful day close (ms), null when none is known.
 */
export function nextUpdateWindow(
  facts: CalendarFacts,
  rule: WindowRule,
  at: number,
  dayCloseAt: number | null,
): WindowMs | null {
  return nextWindow(facts, rule, at, dayCloseAt);
}

/** True when the store may install at `at`: the rule is disabled, or `at` is inside an open window. */
export function mayInstallAt(facts: CalendarFacts, rule: WindowRule, at: number, dayCloseAt: number | null): boolean {
  if (!rule.enabled) return true;
  const window = nextWindow(facts, rule, at, dayCloseAt);
  return window !== null && window.from <= at && at < window.to && !window.waitingForDayClose;
}

/** The store's state at `at`. */
export function storeDayState(facts: CalendarFacts, at: number): DayStateMs {
  return dayState(facts, at);
}

/** When the store's current opening began at `at`, or null while it is closed. */
export function storeOpenSince(facts: CalendarFacts, at: number): number | null {
  return openSince(facts, at);
}

/** The public holiday on a local date ('YYYY-MM-DD') in a region ('DE-NW'), by its German name. */
export function publicHoliday(region: string, date: string): string | null {
  return holidayOnDay(region, dayOfDate(date));
}
