// Deadlines by a local time of day in IANA time zones, for rules that hold where the store is.
import { momentOf, wallClock } from '../../platform/wallClock';

export { isKnownTimeZone } from '../../platform/wallClock';

/**
 * The deadline `time` (HH:MM, local) before the one that passed last at `now` (ms): a day close
 * is due by each deadline and counts when done since the deadline before it, so last night's close
 * meets this morning's deadline. Taken a calendar day back in the zone, so across a change of
 * daylight saving time the window is 23 or 25 hours long, not 24.
 */
export function previousDeadline(now: number, timeZone: string, time: string): number {
  const wall = wallClock(now, timeZone);
  const [hours, minutes] = time.split(':').map(Number);
  const deadline = hours! * 60 + minutes!;
  const midnight = wall.asUtc - (wall.asUtc % 86_400_000);
  const daysBack = wall.minute >= deadline ? 1 : 2;
  return momentOf(midnight - daysBack * 86_400_000 + deadline * 60_000, timeZone);
}
