// One store's calendar as a line of the CSV file, and back. The file is the reports' kind (';', BOM,
// CRLF; src/shared/reports/csv.ts); its columns are the contract's: Filiale; Name; Zeitzone;
// Feiertagsregion; Mo … So (ranges 'HH:mm-HH:mm' joined by ','; empty: closed); Sondertage
// ('YYYY-MM-DD closed|blackout|HH:mm-HH:mm,… Notiz', joined by ' | '). A line holds the store's
// own special days only: the context's apply to every store and are not the store's to import.
import type { OpeningRange, SpecialDay, TimeRange } from '../../shared/calendar/types';
import { guardFormula } from '../../shared/reports/csv';
import { calendarMessages, csvWeekdays } from '../../shared/texts/calendarMessages';
import { rangesText, specialDayText, weekdayRanges } from './calendarValues';
import type { StoredCalendar } from './stored';

const h = calendarMessages.csv.headers;
const m = calendarMessages;

export const csvHeaderCells: readonly string[] = [
  h.storeId,
  h.name,
  h.timeZone,
  h.region,
  ...csvWeekdays,
  h.specialDays,
];

/** Between two special days; a note that holds ' | ' before a date would be cut there. */
const specialDaySeparator = ' | ';
const splitSpecialDays = / \| (?=\d{4}-\d{2}-\d{2}(?:\s|$))/;
const rangePattern = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;
const specialDayPattern = /^(\d{4}-\d{2}-\d{2})(?:\s+(\S+))?(?:\s+([\s\S]*))?$/;

export function csvLineCells(
  store: { storeId: string; name: string },
  calendar: StoredCalendar,
  specialDays: readonly SpecialDay[],
): string[] {
  const cells = [
    store.storeId,
    store.name,
    calendar.timeZone,
    calendar.region ?? '',
    ...csvWeekdays.map((_, index) => rangesText(weekdayRanges(calendar.openingHours, index + 1))),
    specialDays.map(specialDayText).join(specialDaySeparator),
  ];
  return cells.map(guardFormula);
}

/** A cell as written before `guardFormula` put an apostrophe in front. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export interface CsvCalendar {
  storeId: string;
  calendar: StoredCalendar;
  specialDays: SpecialDay[];
}

/** Ranges of a cell ('08:00-12:00,14:00-18:00'); null when one is not of that form. */
function rangesOf(cell: string): TimeRange[] | null {
  const ranges: TimeRange[] = [];
  for (const text of cell.split(',').map((part) => part.trim())) {
    if (text === '') continue;
    const match = rangePattern.exec(text);
    if (!match) return null;
    ranges.push({ from: match[1]!, to: match[2]! });
  }
  return ranges;
}

function specialDayOf(text: string): SpecialDay | null {
  const match = specialDayPattern.exec(text);
  if (!match) return null;
  const [, date, what, note] = match;
  const base = { date: date!, note: (note ?? '').trim() };
  if (what === 'closed' || what === 'blackout') return { ...base, kind: what };
  const hours = what === undefined ? null : rangesOf(what);
  return hours && hours.length > 0 ? { ...base, kind: 'hours', hours } : null;
}

/** The calendar of one line, or the German problems of its form (its contents are checked after). */
export function csvLineCalendar(raw: readonly string[]): CsvCalendar | string[] {
  if (raw.length !== csvHeaderCells.length) return [m.importColumns(csvHeaderCells.length, raw.length)];
  const cells = raw.map((cell) => unguarded(cell).trim());
  const problems: string[] = [];
  const openingHours: OpeningRange[] = [];
  csvWeekdays.forEach((name, index) => {
    const cell = cells[4 + index]!;
    const ranges = rangesOf(cell);
    if (ranges) openingHours.push(...ranges.map((range) => ({ weekday: index + 1, ...range })));
    else problems.push(m.importBadRange(name, cell));
  });
  const specialDays: SpecialDay[] = [];
  const daysCell = cells[4 + csvWeekdays.length]!;
  for (const text of daysCell === '' ? [] : daysCell.split(splitSpecialDays).map((part) => part.trim())) {
    const day = specialDayOf(text);
    if (day) specialDays.push(day);
    else problems.push(m.importBadSpecialDay(text));
  }
  if (problems.length > 0) return problems;
  return {
    storeId: cells[0]!,
    calendar: { timeZone: cells[2]!, region: cells[3] || null, openingHours },
    specialDays,
  };
}
