import type { QuietHours } from './settings';

/** A moment as the clock on the wall of a time zone shows it. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function parts(at: number, timeZone: string): WallClock & { second: number } {
  const found: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(at))) found[part.type] = part.value;
  return {
    year: Number(found.year),
    month: Number(found.month),
    day: Number(found.day),
    weekday: weekdays.indexOf(found.weekday!),
    minute: Number(found.hour) * 60 + Number(found.minute),
    second: Number(found.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at this moment, in milliseconds. */
function offset(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, 0, p.minute, p.second);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The moment the wall clock shows this day and minute. A time the clock skips (the hour lost when
 * summer time starts) is read with the offset from before the jump: 02:30 becomes 03:30 summer time.
 */
function moment(year: number, month: number, day: number, minute: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  const guess = wall - offset(wall, timeZone);
  return wall - offset(guess, timeZone);
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
  const clock = parts(at, quiet.timeZone);
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
  if (!quietAt(quiet, parts(at, quiet.timeZone))) return null;
  let end = at;
  // Each day has two boundaries (the night's end, midnight): a week of them is enough.
  for (let step = 0; step < 16; step++) {
    end = nextBoundary(quiet, end);
    if (!quietAt(quiet, parts(end, quiet.timeZone))) return end;
  }
  return end;
}
