import { momentOf, wallClock } from '../../platform/wallClock';

/** The monthly report goes out at this local time of the month's first working day. */
const reportMinute = 7 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The month ('YYYY-MM', local) whose TSE report is due at `now` in `timeZone`: once 07:00 of its
 * first working day (Monday to Friday, not a public holiday: `holiday` asks of a 'YYYY-MM-DD') has
 * come on the zone's wall clock; null before, in the month's first days.
 */
export function reportMonthDue(now: number, timeZone: string, holiday: (date: string) => boolean): string | null {
  const clock = wallClock(now, timeZone);
  const month = `${clock.year}-${pad(clock.month)}`;
  for (let day = 1; day <= 10; day++) {
    const weekday = new Date(Date.UTC(clock.year, clock.month - 1, day)).getUTCDay();
    if (weekday === 0 || weekday === 6 || holiday(`${month}-${pad(day)}`)) continue;
    const due = momentOf(Date.UTC(clock.year, clock.month - 1, day, 0, reportMinute), timeZone);
    return now >= due ? month : null;
  }
  // No working day in ten days (a calendar of holidays only): the tenth's morning.
  return now >= momentOf(Date.UTC(clock.year, clock.month - 1, 10, 0, reportMinute), timeZone) ? month : null;
}
