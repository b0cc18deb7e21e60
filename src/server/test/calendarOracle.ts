// A second, plain reading of a store calendar for the property test of the window computation: the
// opening intervals, fixed-range occurrences and blackout dates of the local dates around a moment,
// written the slow and obvious way (date strings, the platform's Intl wall clock per UTC hour)
// rather than with the computation's day numbers and memoized offsets.
import type { CalendarFacts, WindowRule } from '../../shared/calendar/types';
import { publicHoliday } from '../calendar/logic';
import { wallClock } from '../platform/wallClock';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** Offsets per zone and UTC hour: the test's zones change their offset on full UTC hours only. */
const offsets = new Map<string, number>();

export function offsetAt(timeZone: string, at: number): number {
  const hour = Math.floor(at / hourMs);
  const key = `${timeZone} ${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = wallClock(hour * hourMs, timeZone).asUtc - hour * hourMs;
    offsets.set(key, offset);
  }
  return offset;
}

/** 'YYYY-MM-DD' where the store is at a moment. */
export const localDate = (timeZone: string, at: number) =>
  new Date(at + offsetAt(timeZone, at)).toISOString().slice(0, 10);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/**
 * The moment of a local date's minute: skipped times move forward, twice-shown ones take the first
 * (or with `last` the second, as a closing time does).
 */
export function momentOfLocal(timeZone: string, date: string, minute: number, last = false): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const candidates = [offsetAt(timeZone, wall - dayMs), offsetAt(timeZone, wall + dayMs)]
    .map((offset) => wall - offset)
    .filter((moment) => moment + offsetAt(timeZone, moment) === wall)
    .sort((a, b) => a - b);
  return (last ? candidates[candidates.length - 1] : candidates[0]) ?? wall - offsetAt(timeZone, wall - dayMs);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A local range of a date in UTC; an end at or before the start is on the next date. */
function rangeMoments(timeZone: string, date: string, range: { from: string; to: string }): [number, number] {
  const end = minutes(range.to) <= minutes(range.from) ? minutes(range.to) + 1440 : minutes(range.to);
  return [momentOfLocal(timeZone, date, minutes(range.from)), momentOfLocal(timeZone, date, end, true)];
}

const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The dates from the one before `from`'s to the one of `to`, where the store is. */
export function datesAround(timeZone: string, from: number, to: number): string[] {
  const dates: string[] = [];
  const last = localDate(timeZone, to);
  for (let date = addDays(localDate(timeZone, from), -1); date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The opening intervals (UTC) that start on the given local dates. */
export function openingsOn(facts: CalendarFacts, dates: readonly string[]): [number, number][] {
  const intervals: [number, number][] = [];
  for (const date of dates) {
    const special = facts.specialDays.find((day) => day.date === date);
    let ranges: { from: string; to: string }[];
    if (special?.kind === 'closed') ranges = [];
    else if (special?.kind === 'hours') ranges = special.hours ?? [];
    else if (facts.region && publicHoliday(facts.region, date)) ranges = [];
    else ranges = facts.openingHours.filter((range) => range.weekday === weekdayOf(date));
    for (const range of ranges) intervals.push(rangeMoments(facts.timeZone, date, range));
  }
  return intervals.filter(([from, to]) => to > from);
}

/** The fixed range's occurrences (UTC) of the given local dates. */
export const fixedRangeOn = (facts: CalendarFacts, rule: WindowRule, dates: readonly string[]) =>
  rule.fixedRange ? dates.map((date) => rangeMoments(facts.timeZone, date, rule.fixedRange!)) : [];

export const isBlackoutDate = (facts: CalendarFacts, date: string) =>
  facts.specialDays.some((day) => day.date === date && day.kind === 'blackout');
