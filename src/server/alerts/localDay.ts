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
 * The deadline `time` (HH:MM, local) before the one that passed last at `now` (ms): a day close
 * is due by each deadline and counts when done since the deadline before it, so last night's close
 * meets this morning's deadline. Taken a calendar day back in the zone, so across a change of
 * daylight saving time the window is 23 or 25 hours long, not 24.
 */
export function previousDeadline(now: number, timeZone: string, time: string): number {
  const format = formatIn(timeZone)!;
  const wall = wallClock(now, format);
  const [hours, minutes] = time.split(':').map(Number);
  const deadline = hours! * 60 + minutes!;
  const midnight = wall.asUtc - (wall.asUtc % 86_400_000);
  const daysBack = wall.minutes >= deadline ? 1 : 2;
  return moment(midnight - daysBack * 86_400_000 + deadline * 60_000, format);
}
