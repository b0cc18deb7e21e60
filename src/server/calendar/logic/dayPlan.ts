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
  /** Blackout days besides the special days' own (a context's blackout under a store's special day). */
  blackouts: ReadonlySet<number>;
}

const byStart = (a: Minutes, b: Minutes) => a[0] - b[0];
/** Shared by every weekday without hours and every calendar without special days; never written. */
const none: Minutes[] = [];
const noSpecialDays = new Map<number, Special>();
const noBlackouts: ReadonlySet<number> = new Set();

/**
 * The calendar read into numbers. The server builds the facts anew per request, so this is done per
 * call, and kept cheap (no strings built, nothing remembered per object).
 */
export function compiled(facts: CalendarFacts): CompiledCalendar {
  const weekly: Minutes[][] = [none, none, none, none, none, none, none, none];
  for (const range of facts.openingHours) {
    if (!(range.weekday >= 1 && range.weekday <= 7)) continue;
    if (weekly[range.weekday] === none) weekly[range.weekday] = [];
    weekly[range.weekday]!.push(rangeMinutes(range));
  }
  for (const ranges of weekly) if (ranges.length > 1) ranges.sort(byStart);
  const blackouts = facts.blackoutDates?.length ? new Set(facts.blackoutDates.map(dayOfDate)) : noBlackouts;
  if (facts.specialDays.length === 0)
    return { clock: zoneClock(facts.timeZone), region: facts.region, weekly, special: noSpecialDays, blackouts };
  const special = new Map<number, Special>();
  for (const day of facts.specialDays)
    special.set(dayOfDate(day.date), {
      kind: day.kind,
      ranges: day.kind === 'hours' ? (day.hours ?? []).map(rangeMinutes).sort(byStart) : [],
      note: day.note,
    });
  return { clock: zoneClock(facts.timeZone), region: facts.region, weekly, special, blackouts };
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

export const isBlackout = (calendar: CompiledCalendar, day: number) =>
  calendar.special.get(day)?.kind === 'blackout' || calendar.blackouts.has(day);

/** Open time in UTC: overlapping or touching openings merged into one block. */
export interface OpenBlock {
  from: number;
  to: number;
  /** The start of the first opening of the local day whose opening ends this block: its business day. */
  businessDayStart: number;
}

/**
 * The open blocks of the openings that start on the local days first … last, in order. Each day's
 * ranges are sorted and start before the next day's, so they come in order of their start, except
 * where spring's skipped hour moves a start (02:15 → 03:15) past a later one (03:00).
 */
export function openBlocks(calendar: CompiledCalendar, first: number, last: number): OpenBlock[] {
  const { clock } = calendar;
  const openings: OpenBlock[] = [];
  let inOrder = true;
  for (let day = first; day <= last; day++) {
    let dayStart = NaN;
    for (const [from, to] of openingsOfDay(calendar, day)) {
      const start = clock.toUtc(day, from);
      // A closing time shown twice (the autumn night) is the later one: the store is still open.
      const end = clock.toUtc(day, to, true);
      // An opening that the skipped hour swallows (02:30–03:00 in spring) is none.
      if (end <= start) continue;
      dayStart = Number.isNaN(dayStart) ? start : Math.min(dayStart, start);
      const previous = openings[openings.length - 1];
      if (previous !== undefined && start < previous.from) inOrder = false;
      openings.push({ from: start, to: end, businessDayStart: dayStart });
    }
  }
  if (!inOrder) openings.sort((a, b) => a.from - b.from);
  const blocks: OpenBlock[] = [];
  let current: OpenBlock | undefined;
  for (const opening of openings) {
    if (current === undefined || opening.from > current.to) {
      current = opening;
      blocks.push(current);
    } else if (opening.to >= current.to) {
      current.to = opening.to;
      current.businessDayStart = opening.businessDayStart;
    }
  }
  return blocks;
}
