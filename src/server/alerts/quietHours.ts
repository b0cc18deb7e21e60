import type { QuietHours } from './settings';
import { momentOf, wallClock, type WallClock } from '../platform/wallClock';

/**
 * The moment the wall clock shows this day and minute; a time the clock skips is read with the
 * offset from before the jump.
 */
function moment(year: number, month: number, day: number, minute: number, timeZone: string): number {
  return momentOf(Date.UTC(year, month - 1, day, 0, minute), timeZone);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function quietAt(quiet: QuietHours, clock: WallClock): boolean {
  if (quiet.days.includes(clock.weekday)) return true;
  const [from, to] = [minutesOf(quiet.from), minutesOf(quiet.to)];
  if (from === to) return false;
  // A night from 22:00 to 06:00 crosses midnight: it holds before `to` and from `from` on.
  return from < to ? clock.minute >= from && clock.minute < to : clock.minute >= from || clock.minute < to;
}

/** The next moment after `at` at which the answer can change: the night's end or the next midnight. */
function nextBoundary(quiet: QuietHours, at: number): number {
  const clock = wallClock(at, quiet.timeZone);
  const tomorrow = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1));
  const next = (y: number, m: number, d: number, minute: number) => moment(y, m, d, minute, quiet.timeZone);
  const midnight = next(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), 0);
  const to = minutesOf(quiet.to);
  const candidates = [midnight];
  if (clock.minute < to) candidates.push(next(clock.year, clock.month, clock.day, to));
  const boundary = Math.min(...candidates.filter((c) => c > at));
  // A clock that does not move forward (it cannot, but a wrong zone table must not loop) steps a minute.
  return Number.isFinite(boundary) ? boundary : at + 60_000;
}

/**
 * When the quiet time that holds at `at` ends, or null when it is not quiet then (or quiet hours
 * are off). Whole quiet days and the nightly window chain together: Sunday followed by a night
 * ending Monday 06:00 ends at Monday 06:00. When all seven days are quiet it never ends; the answer
 * is then a week on, to look again. An invalid time zone throws a RangeError.
 */
export function quietUntil(quiet: QuietHours, at: number): number | null {
  if (!quiet.enabled) return null;
  if (!quietAt(quiet, wallClock(at, quiet.timeZone))) return null;
  let end = at;
  // Each day has two boundaries (the night's end, midnight): a week of them is enough.
  for (let step = 0; step < 16; step++) {
    end = nextBoundary(quiet, end);
    if (!quietAt(quiet, wallClock(end, quiet.timeZone))) return end;
  }
  return end;
}
