// What a store's calendar says day by day: the opening ranges of a local day (weekly hours, unless
// a special day or a public holiday replaces them) and its opening intervals in UTC.
import type { CalendarFacts, SpecialDayKind } from '../../../shared/calendar/types';
import { holidayOnDay } from './holidays';
import { dayOfDate, isoWeekday, rangeMinutes } from './localDays';
import { zoneClock, type ZoneClock } from './zoneClock';

type Minutes = readonly [number, number];

interface Special {
  kind: SpecialDayKind;
  ranges: Minutes[];
  note: string;
}

/** A calendar read once into numbers: weekday ranges and special days by day number. */
export interface CompiledCalendar {
  clock: ZoneClock;
  region: string | null;
  /** Index 1 Monday … 7 Sunday, each sorted by start. */
  weekly: Minutes[][];
  special: Map<number, Special>;
}

const byStart = (a: Minutes, b: Minutes) => a[0] - b[0];

// The server builds the facts per request, the bench and the tests ask many times about one
// calendar: reading it again is cheap, but kept per object it costs nothing at all.
const compiledCalendars = new WeakMap<CalendarFacts, CompiledCalendar>();

export function compiled(facts: CalendarFacts): CompiledCalendar {
  let calendar = compiledCalendars.get(facts);
  if (calendar === undefined) {
    const weekly: Minutes[][] = [[], [], [], [], [], [], [], []];
    for (const range of facts.openingHours) weekly[range.weekday]?.push(rangeMinutes(range));
    for (const ranges of weekly) ranges.sort(byStart);
    const special = new Map<number, Special>();
    for (const day of facts.specialDays)
      special.set(dayOfDate(day.date), {
        kind: day.kind,
        ranges: day.kind === 'hours' ? (day.hours ?? []).map(rangeMinutes).sort(byStart) : [],
        note: day.note,
      });
    calendar = { clock: zoneClock(facts.timeZone), region: facts.region, weekly, special };
    compiledCalendars.set(facts, calendar);
  }
  return calendar;
}

/**
 * The opening ranges that start on a local day. A special day 'closed' or 'hours' replaces the day;
 * otherwise a public holiday closes it. A blackout changes no opening hours (so it does not open a
 * holiday either: it is about installing, not about customers).
 */
export function openingsOfDay(calendar: CompiledCalendar, day: number): readonly Minutes[] {
  const special = calendar.special.get(day);
  if (special?.kind === 'closed') return [];
  if (special?.kind === 'hours') return special.ranges;
  if (holidayOnDay(calendar.region, day) !== null) return [];
  return calendar.weekly[isoWeekday(day)]!;
}

export const isBlackout = (calendar: CompiledCalendar, day: number) => calendar.special.get(day)?.kind === 'blackout';

/** Open time in UTC: overlapping or touching openings merged into one block. */
export interface OpenBlock {
  from: number;
  to: number;
  /** The start of the first opening of the local day whose opening ends this block: its business day. */
  businessDayStart: number;
}

/** The open blocks of the openings that start on the local days first … last, in order. */
export function openBlocks(calendar: CompiledCalendar, first: number, last: number): OpenBlock[] {
  const { clock } = calendar;
  const raw: OpenBlock[] = [];
  for (let day = first; day <= last; day++) {
    let dayStart = NaN;
    for (const [from, to] of openingsOfDay(calendar, day)) {
      const start = clock.toUtc(day, from);
      const end = clock.toUtc(day, to);
      // An opening inside the hour skipped in spring is no opening at all.
      if (end <= start) continue;
      if (Number.isNaN(dayStart)) dayStart = start;
      raw.push({ from: start, to: end, businessDayStart: dayStart });
    }
  }
  raw.sort((a, b) => a.from - b.from);
  const blocks: OpenBlock[] = [];
  for (const interval of raw) {
    const current = blocks[blocks.length - 1];
    if (current === undefined || interval.from > current.to) blocks.push({ ...interval });
    else if (interval.to >= current.to) {
      current.to = interval.to;
      current.businessDayStart = interval.businessDayStart;
    }
  }
  return blocks;
}
