import { TZDate } from '@date-fns/tz';
import { format, startOfDay } from 'date-fns';

// The snapshots' days: 'YYYY-MM-DD' on the wall of the console's TIME_ZONE. Date arithmetic on the
// text itself goes through UTC midnight, where every day has 24 hours.

const dayMs = 86_400_000;

/** The day of `at` in `zone`, 'YYYY-MM-DD'. */
export const dayIn = (at: number, zone: string): string => format(new TZDate(at, zone), 'yyyy-MM-dd');

/** The day before the day of `at` in `zone`. */
export const dayBefore = (at: number, zone: string): string =>
  dayIn(startOfDay(new TZDate(at, zone)).getTime() - 1, zone);

/** The day `n` days after `day` (before, for a negative `n`). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** The first day of a range of `days` days that ends with `lastDay` (counted). */
export const firstDayOf = (lastDay: string, days: number): string => addDays(lastDay, 1 - days);
