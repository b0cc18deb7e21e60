// What a calendar and an update window rule must be, checked the same in the SPA's forms and on the
// server. Every problem names its field by path ('openingHours.2.to', 'specialDays.0.date') and
// says in German what is wrong, so a form can show it beside the field and the server answer it.
import { calendarTexts } from '../texts/de/calendar';
import { ownText } from '../texts/ownText';
import { isTimeZone } from '../validation/alertSettings';
import { isHolidayRegionCode } from './regions';
import type { OpeningRange, SpecialDay, TimeRange, WindowRule } from './types';

/** One problem: the field it is about (a path such as 'openingHours.2.to') and a German message. */
export interface CalendarProblem {
  field: string;
  message: string;
}

export interface CalendarInput {
  timeZone: string;
  region: string | null;
  openingHours: readonly OpeningRange[];
  specialDays: readonly SpecialDay[];
}

const t = calendarTexts.calendar;
const problems = t.problems;

/** The limits the contract states too (SpecialDay.note, UpdateWindowRule's minutes). */
export const calendarLimits = { note: 200, minutes: { min: 0, max: 720 } } as const;

/**
 * The zones asked about before: the runtime takes some 0.1 ms to answer (it builds a date format),
 * and an import asks once per line. Emptied when full, so a file of made-up names cannot grow it.
 */
const zoneAnswers = new Map<string, boolean>();
const zoneAnswersKept = 1000;

/** An IANA zone the runtime knows, such as Europe/Berlin or Atlantic/Canary. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = zoneAnswers.get(timeZone);
  if (known === undefined) {
    known = isTimeZone(timeZone);
    if (zoneAnswers.size >= zoneAnswersKept) zoneAnswers.clear();
    zoneAnswers.set(timeZone, known);
  }
  return known;
}

const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const isTime = (value: unknown): value is string => typeof value === 'string' && timePattern.test(value);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const rangeText = (range: TimeRange) => `${range.from}–${range.to}`;

/** A real date 'YYYY-MM-DD' ('2026-02-30' is none). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The problems of one time range (a range of length 0, a time that does not exist). */
export function timeRangeProblems(range: TimeRange, field: string): CalendarProblem[] {
  const found: CalendarProblem[] = [];
  if (!isTime(range.from)) found.push({ field: `${field}.from`, message: problems.time(String(range.from)) });
  if (!isTime(range.to)) found.push({ field: `${field}.to`, message: problems.time(String(range.to)) });
  if (found.length === 0 && range.from === range.to)
    found.push({ field: `${field}.to`, message: problems.emptyRange(range.from) });
  return found;
}

/** A well-formed range in minutes from its day's midnight; its end past 1440 runs into the next day. */
interface Span {
  index: number;
  range: TimeRange;
  from: number;
  to: number;
}

function spanOf(range: TimeRange, index: number): Span {
  const from = minutesOf(range.from);
  const to = minutesOf(range.to);
  return { index, range, from, to: to <= from ? to + 1440 : to };
}

/** Pairs of ranges of one day that overlap (touching is fine: 08:00–12:00 and 12:00–14:00). */
function overlapsWithinDay(spans: readonly Span[]): [Span, Span][] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const pairs: [Span, Span][] = [];
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted.slice(0, i).find((span) => span.to > sorted[i]!.from);
    if (before) pairs.push([before, sorted[i]!]);
  }
  return pairs;
}

function openingHoursProblems(openingHours: readonly OpeningRange[]): CalendarProblem[] {
  const found: CalendarProblem[] = [];
  const byWeekday = new Map<number, Span[]>();
  openingHours.forEach((range, index) => {
    const field = `openingHours.${index}`;
    if (!Number.isInteger(range.weekday) || range.weekday < 1 || range.weekday > 7) {
      found.push({ field: `${field}.weekday`, message: problems.weekday(range.weekday) });
      return;
    }
    const rangeProblems = timeRangeProblems(range, field);
    found.push(...rangeProblems);
    if (rangeProblems.length === 0)
      byWeekday.set(range.weekday, [...(byWeekday.get(range.weekday) ?? []), spanOf(range, index)]);
  });
  for (const [weekday, spans] of byWeekday) {
    for (const [first, second] of overlapsWithinDay(spans))
      found.push({
        field: `openingHours.${second.index}.from`,
        message: problems.overlap(weekday, rangeText(first.range), rangeText(second.range)),
      });
    // A range past midnight must end before the next day's ranges begin.
    const next = (weekday % 7) + 1;
    for (const span of spans.filter((candidate) => candidate.to > 1440)) {
      const hit = (byWeekday.get(next) ?? []).find((candidate) => candidate.from < span.to - 1440);
      if (hit)
        found.push({
          field: `openingHours.${span.index}.to`,
          message: problems.overlapNextDay(weekday, rangeText(span.range), next, rangeText(hit.range)),
        });
    }
  }
  return found;
}

function specialDayProblems(day: SpecialDay, index: number, seen: Set<string>): CalendarProblem[] {
  const field = `specialDays.${index}`;
  const found: CalendarProblem[] = [];
  if (!isCalendarDate(day.date)) found.push({ field: `${field}.date`, message: problems.date(String(day.date)) });
  else if (seen.has(day.date)) found.push({ field: `${field}.date`, message: problems.duplicateDate(day.date) });
  else seen.add(day.date);
  const kindName = ownText<string>(t.specialDayKinds, String(day.kind));
  if (kindName === undefined) found.push({ field: `${field}.kind`, message: problems.kind(String(day.kind)) });
  const hours = day.hours ?? [];
  if (day.kind === 'hours') {
    if (hours.length === 0) found.push({ field: `${field}.hours`, message: problems.hoursMissing(String(day.date)) });
    const spans: Span[] = [];
    hours.forEach((range, hour) => {
      const rangeProblems = timeRangeProblems(range, `${field}.hours.${hour}`);
      found.push(...rangeProblems);
      if (rangeProblems.length === 0) spans.push(spanOf(range, hour));
    });
    for (const [first, second] of overlapsWithinDay(spans))
      found.push({
        field: `${field}.hours.${second.index}.from`,
        message: problems.overlapSpecial(String(day.date), rangeText(first.range), rangeText(second.range)),
      });
  } else if (hours.length > 0 && kindName !== undefined)
    found.push({ field: `${field}.hours`, message: problems.hoursNotAllowed(String(day.date), kindName) });
  if (typeof day.note !== 'string' || day.note.length > calendarLimits.note)
    found.push({ field: `${field}.note`, message: problems.noteTooLong(calendarLimits.note) });
  return found;
}

/** The problems of a calendar; none when it may be saved. */
export function calendarProblems(calendar: CalendarInput): CalendarProblem[] {
  const found: CalendarProblem[] = [];
  if (!isKnownTimeZone(calendar.timeZone))
    found.push({ field: 'timeZone', message: problems.unknownTimeZone(String(calendar.timeZone)) });
  if (calendar.region !== null && !isHolidayRegionCode(calendar.region))
    found.push({ field: 'region', message: problems.unknownRegion(String(calendar.region)) });
  found.push(...openingHoursProblems(calendar.openingHours));
  const seen = new Set<string>();
  calendar.specialDays.forEach((day, index) => found.push(...specialDayProblems(day, index, seen)));
  return found;
}

/**
 * Whether the calendar has any problem (calendarProblems not empty), the zone, the dearest check,
 * asked last: an import only counts its lines past the ones it lists.
 */
export function hasCalendarProblem(calendar: CalendarInput): boolean {
  if (calendar.region !== null && !isHolidayRegionCode(calendar.region)) return true;
  if (openingHoursProblems(calendar.openingHours).length > 0) return true;
  const seen = new Set<string>();
  if (calendar.specialDays.some((day, index) => specialDayProblems(day, index, seen).length > 0)) return true;
  return !isKnownTimeZone(calendar.timeZone);
}

function minutesProblem(value: unknown, field: 'minutesAfterClosing' | 'minutesBeforeOpening'): CalendarProblem[] {
  const { min, max } = calendarLimits.minutes;
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? []
    : [{ field, message: problems.minutes(t.fields[field], min, max) }];
}

/** The problems of an update window rule; none when it may be saved. */
export function windowRuleProblems(rule: WindowRule): CalendarProblem[] {
  return [
    ...minutesProblem(rule.minutesAfterClosing, 'minutesAfterClosing'),
    ...minutesProblem(rule.minutesBeforeOpening, 'minutesBeforeOpening'),
    ...(rule.fixedRange ? timeRangeProblems(rule.fixedRange, 'fixedRange') : []),
  ];
}
