// Local dates as whole day numbers (days since 1970-01-01), so the computation compares and steps
// dates without building strings; 'YYYY-MM-DD' only at its edges.
import { dayMs } from './zoneClock';

/** The day number of 'YYYY-MM-DD'. */
export const dayOfDate = (date: string) =>
  Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / dayMs);

/** 'YYYY-MM-DD' of a day number. */
export const dateOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The calendar year of a day number. */
export const yearOfDay = (day: number) => new Date(day * dayMs).getUTCFullYear();

/** 1 Monday … 7 Sunday, as the opening hours name weekdays (day 0, 1970-01-01, was a Thursday). */
export const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** Minutes since midnight of 'HH:mm'. */
export const minuteOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A local range in minutes from its day's midnight; `to` at or before `from` runs past midnight,
 * so its end counts from the next day's midnight (beyond 1440).
 */
export function rangeMinutes(range: { from: string; to: string }): [number, number] {
  const from = minuteOfTime(range.from);
  const to = minuteOfTime(range.to);
  return [from, to <= from ? to + 1440 : to];
}
