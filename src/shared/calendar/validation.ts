// What a calendar and an update window rule must be, checked the same in the SPA's forms and on the
// server. INTERFACE FIXED FOR THE PARALLEL WORK: the bodies are written in the calendar-logic branch.
import type { OpeningRange, SpecialDay, TimeRange, WindowRule } from './types';

/** One problem: the field it is about (a path such as 'openingHours.2.to') and a German message. */
export interface CalendarProblem {
  field: string;
  message: string;
}

export interface CalendarInput {
  timeZone: string;
  region: string | null;
  openingHours: readonly OpeningRange[];
  specialDays: readonly SpecialDay[];
}

/** The problems of a calendar; none when it may be saved. */
export function calendarProblems(_calendar: CalendarInput): CalendarProblem[] {
  throw new Error('not written yet');
}

/** The problems of an update window rule; none when it may be saved. */
export function windowRuleProblems(_rule: WindowRule): CalendarProblem[] {
  throw new Error('not written yet');
}

/** The problems of one time range (a range of length 0, a time that does not exist). */
export function timeRangeProblems(_range: TimeRange, _field: string): CalendarProblem[] {
  throw new Error('not written yet');
}
