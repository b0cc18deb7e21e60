// Local days in IANA time zones, for rules that hold by a time of day where the store is.

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** The formatter of a time zone, or null when the runtime does not know it. */
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
      });
      formats.set(timeZone, format);
    } catch {
      formats.set(timeZone, null);
    }
  }
  return formats.get(timeZone)!;
}

export const isKnownTimeZone = (timeZone: string) => formatIn(timeZone) !== null;

/** The wall clock in a time zone at a moment, as if it were UTC (ms), and its parts. */
function wallClock(ms: number, format: Intl.DateTimeFormat) {
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return { asUtc, minutes: part.hour! * 60 + part.minute! };
}

/** The moment (ms) a local wall-clock time (given as if UTC) happens in a zone; exact outside DST changes. */
function moment(asUtc: number, format: Intl.DateTimeFormat): number {
  const first = asUtc - (wallClock(asUtc, format).asUtc - asUtc);
  return asUtc - (wallClock(first, format).asUtc - first);
}

/**
 * The start (ms) of the local day whose deadline `time` (HH:MM) passed last at `now`: today's once
 * the time has passed, yesterday's before. A day close done since then meets the deadline.
 */
export function deadlineDayStart(now: number, timeZone: string, time: string): number {
  const format = formatIn(timeZone)!;
  const wall = wallClock(now, format);
  const [hours, minutes] = time.split(':').map(Number);
  const midnight = wall.asUtc - (wall.asUtc % 86_400_000);
  const daysBack = wall.minutes >= hours! * 60 + minutes! ? 0 : 1;
  return moment(midnight - daysBack * 86_400_000, format);
}
