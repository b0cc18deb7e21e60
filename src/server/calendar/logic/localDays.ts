// Local dates as whole day numbers (days since 1970-01-01), so the computation compares and steps
// dates without building strings; 'YYYY-MM-DD' and 'HH:mm' are read by character codes, since the
// computation reads every calendar anew per request.
import { dayMs } from './zoneClock';

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;

/** The day number of 'YYYY-MM-DD'. */
export const dayOfDate = (date: string) =>
  Date.UTC(
    digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3),
    digit(date, 5) * 10 + digit(date, 6) - 1,
    digit(date, 8) * 10 + digit(date, 9),
  ) / dayMs;

/** 'YYYY-MM-DD' of a day number. */
export const dateOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The calendar year of a day number (civil from days, without a Date). */
export function yearOfDay(day: number): number {
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  // The era's years begin on 1 March: January and February belong to the next calendar year.
  return yearOfEra + era * 400 + (dayOfYear >= 306 ? 1 : 0);
}

/** 1 Monday … 7 Sunday, as the opening hours name weekdays (day 0, 1970-01-01, was a Thursday). */
export const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** Minutes since midnight of 'HH:mm'. */
export const minuteOfTime = (time: string) =>
  (digit(time, 0) * 10 + digit(time, 1)) * 60 + digit(time, 3) * 10 + digit(time, 4);

/**
 * A local range in minutes from its day's midnight; `to` at or before `from` runs past midnight,
 * so its end counts from the next day's midnight (beyond 1440).
 */
export function rangeMinutes(range: { from: string; to: string }): [number, number] {
  const from = minuteOfTime(range.from);
  const to = minuteOfTime(range.to);
  return [from, to <= from ? to + 1440 : to];
}
