// The clock on the wall of an IANA time zone, for rules that hold by a local time of day: a day
// close due by 07:00 where the store is, quiet hours at night and on Sundays.

/** A moment as the clock on the wall of a time zone shows it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
  second: number;
  /** The same wall-clock time read as if it were UTC (ms): local-date arithmetic without a zone. */
  asUtc: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat | null>();

/** The formatter of a time zone, or null when the runtime does not know the zone. */
function formatIn(timeZone: string): Intl.DateTimeFormat | null {
  if (!formats.has(timeZone)) {
    try {
      const format = new Intl.DateTimeFormat('en-US', {
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
      formats.set(timeZone, format);
    } catch {
      formats.set(timeZone, null);
    }
  }
  return formats.get(timeZone)!;
}

export const isKnownTimeZone = (timeZone: string) => formatIn(timeZone) !== null;

/** The wall clock of the zone at a moment (ms). An unknown zone throws a RangeError. */
export function wallClock(at: number, timeZone: string): WallClock {
  const format = formatIn(timeZone);
  if (!format) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const found: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(at))) found[part.type] = part.value;
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(found[type]),
  ) as [number, number, number, number, number, number];
  return {
    year,
    month,
    day,
    weekday: weekdays.indexOf(found.weekday!),
    minute: hour * 60 + minute,
    second,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

/** How far the zone's wall clock is ahead of UTC at this moment, in milliseconds. */
function offset(at: number, timeZone: string): number {
  return wallClock(at, timeZone).asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The moment (ms) the zone's wall clock shows a time, given as if it were UTC. A time the clock
 * skips (the hour lost when summer time starts) is read with the offset from before the jump:
 * 02:30 becomes 03:30 summer time.
 */
export function momentOf(wallAsUtc: number, timeZone: string): number {
  const guess = wallAsUtc - offset(wallAsUtc, timeZone);
  return wallAsUtc - offset(guess, timeZone);
}
