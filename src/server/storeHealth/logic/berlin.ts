// Times as the causes name them: the clock in Berlin, the stores' zone (issue 51), by date-fns' time
// zone support (the console's one library for zones, as the rollouts and maintenance windows use).
import { TZDate } from '@date-fns/tz';
import { format, startOfDay } from 'date-fns';

const zone = 'Europe/Berlin';
const inBerlin = (at: number) => new TZDate(at, zone);

/** The day in Berlin, 'YYYY-MM-DD'. */
export const berlinDay = (at: number) => format(inBerlin(at), 'yyyy-MM-dd');

/** The moment the Berlin day of `now` began. */
export const berlinDayStart = (now: number): number => startOfDay(inBerlin(now)).getTime();

let lastDay: { now: number; bounds: { start: number; end: number } } | undefined;

/**
 * The Berlin day of `now` as [start, end) in ms. Remembered for the last `now`: a store-health page
 * judges thousands of stores at one moment, and each zone conversion costs tens of microseconds.
 * The next day begins within 26 hours of this one's start, even on the 23- and 25-hour days.
 */
export function berlinDayBounds(now: number): { start: number; end: number } {
  if (lastDay?.now !== now) {
    const start = berlinDayStart(now);
    lastDay = { now, bounds: Object.freeze({ start, end: berlinDayStart(start + 26 * 3_600_000) }) };
  }
  return lastDay.bounds;
}

/** Whether `at` is before the Berlin day of `now`. */
export const beforeBerlinDay = (at: number, now: number): boolean => at < berlinDayBounds(now).start;

/** '10:42' on the day of `now` in Berlin, else '28.11. 10:42'. */
export function berlinTime(at: number, now: number): string {
  const { start, end } = berlinDayBounds(now);
  return format(inBerlin(at), at >= start && at < end ? 'HH:mm' : 'dd.MM. HH:mm');
}
