// Local time ↔ UTC for a store's IANA zone, fast enough to be asked per agent request and for 5,000
// stores at once. The zone's offsets come from the runtime's tz data through @date-fns/tz (one
// Intl call each); they are remembered per zone and UTC day, with the exact minute of a change on
// the few days that have one, so a conversion is a few map look-ups and no Intl call.
import { tzOffset } from '@date-fns/tz';

export const minuteMs = 60_000;
export const dayMs = 86_400_000;

/** One UTC day of a zone: its offset, and where it changes within the day (at most once). */
interface ZoneDay {
  offset: number;
  changeAt: number;
  after: number;
}

export interface ZoneClock {
  /** How far the zone's clock is ahead of UTC at `at` (ms). */
  offset(at: number): number;
  /**
   * The moment of a local day's minute (minutes past 1440 run into the next days). A time the
   * clock skips moves forward by the jump (02:30 → 03:30); a time shown twice takes the first, or
   * with `last` the second: a store that closes at 02:30 on the autumn night closes at the second
   * 02:30, so an opening's end takes it and no window starts while customers are still inside.
   */
  toUtc(day: number, minute: number, last?: boolean): number;
  /** The local day (days since 1970-01-01) at a moment. */
  localDay(at: number): number;
}

/** The runtime's offset in ms; a zone it does not know counts as UTC (saved zones are checked). */
function intlOffset(timeZone: string, at: number): number {
  const minutes = tzOffset(timeZone, new Date(at));
  return Number.isFinite(minutes) ? Math.round(minutes * minuteMs) : 0;
}

function zoneDay(timeZone: string, utcDay: number): ZoneDay {
  const start = utcDay * dayMs;
  const offset = intlOffset(timeZone, start);
  const after = intlOffset(timeZone, start + dayMs);
  if (after === offset) return { offset, changeAt: Infinity, after };
  // The change lies in (start, start + day]: find its minute by halving (11 steps).
  let low = 0;
  let high = 1440;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (intlOffset(timeZone, start + middle * minuteMs) === offset) low = middle;
    else high = middle;
  }
  return { offset, changeAt: start + high * minuteMs, after };
}

function makeClock(timeZone: string): ZoneClock {
  const days = new Map<number, ZoneDay>();
  const offset = (at: number) => {
    const utcDay = Math.floor(at / dayMs);
    let entry = days.get(utcDay);
    if (entry === undefined) {
      entry = zoneDay(timeZone, utcDay);
      days.set(utcDay, entry);
    }
    return at < entry.changeAt ? entry.offset : entry.after;
  };
  const toUtc = (day: number, minute: number, last = false) => {
    const wall = day * dayMs + minute * minuteMs;
    // Zones change at most once within two days: the offsets a day before and after are the two
    // a wall time can have.
    const before = offset(wall - dayMs);
    const later = offset(wall + dayMs);
    const first = wall - before;
    if (before === later) return first;
    const second = wall - later;
    const firstShown = offset(first) === before;
    const secondShown = offset(second) === later;
    if (firstShown && secondShown) return last ? Math.max(first, second) : Math.min(first, second);
    if (firstShown) return first;
    if (secondShown) return second;
    // The clock skipped this time: read it with the offset from before the jump.
    return first;
  };
  const localDay = (at: number) => Math.floor((at + offset(at)) / dayMs);
  return { offset, toUtc, localDay };
}

const clocks = new Map<string, ZoneClock>();

/** The clock of a zone, kept for the process (a zone's table grows by one entry per UTC day asked). */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = makeClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}
