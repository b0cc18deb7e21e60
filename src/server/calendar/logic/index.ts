// The store calendar's computation: pure functions of a calendar, a rule and a moment (ms, UTC).
// INTERFACE FIXED FOR THE PARALLEL WORK: the bodies are written in the calendar-logic branch.
import type { CalendarFacts, SpecialDayKind, WindowRule } from '../../../shared/calendar/types';

/** An update window in UTC milliseconds. */
export interface WindowMs {
  from: number;
  to: number;
  /** The rule wants the day close first and it has not been reported: `from` is the earliest start. */
  waitingForDayClose: boolean;
}

/** The store at a moment, as its calendar says. */
export interface DayStateMs {
  open: boolean;
  /** When `open` changes next (within 14 days), else null. */
  until: number | null;
  /** Today's public holiday in the store's region, by its German name. */
  holiday: string | null;
  specialDay: SpecialDayKind | null;
  note: string | null;
  /** No installation today (a blackout special day). */
  blackout: boolean;
}

/** How far ahead a window is looked for. */
export const windowHorizonDays = 60;

/**
 * The update window that contains `at` (from ≤ at < to), else the next one within the horizon;
 * null when the rule is disabled or no window opens within the horizon. `dayCloseAt` is the moment
 * of the store's last successful day close (ms), null when none is known.
 */
export function nextUpdateWindow(
  _facts: CalendarFacts,
  _rule: WindowRule,
  _at: number,
  _dayCloseAt: number | null,
): WindowMs | null {
  throw new Error('not written yet');
}

/** True when the store may install at `at`: the rule is disabled, or `at` is inside an open window. */
export function mayInstallAt(
  _facts: CalendarFacts,
  _rule: WindowRule,
  _at: number,
  _dayCloseAt: number | null,
): boolean {
  throw new Error('not written yet');
}

/** The store's state at `at`. */
export function storeDayState(_facts: CalendarFacts, _at: number): DayStateMs {
  throw new Error('not written yet');
}

/** The public holiday on a local date ('YYYY-MM-DD') in a region ('DE-NW'), by its German name. */
export function publicHoliday(_region: string, _date: string): string | null {
  throw new Error('not written yet');
}
