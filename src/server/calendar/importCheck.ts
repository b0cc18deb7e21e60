// An import is checked whole before anything is written: the header line, then every line (the
// store known in the context and named once, its zone, region, hours and special days). Any bad
// line and the import is refused with a German message per bad line, numbered as in the file (the
// header being line 1), the first 100 listed and the rest counted. A good file becomes the rows it
// changes: a line equal to what the store has (an export imported again) changes nothing, and a
// store that takes its context's weekly hours keeps taking them while the line shows those hours.
import { calendarProblems, hasCalendarProblem } from '../../shared/calendar/validation';
import { csvDelimiter } from '../../shared/reports/csv';
import { calendarMessages } from '../../shared/texts/calendarMessages';
import { importTexts } from '../../shared/texts/de/imports';
import { CsvReadError, csvRecords, timeSlices } from '../platform/csv/csvReader';
import { LineProblems } from '../platform/csv/lineProblems';
import { normalizedCalendar, normalizedSpecialDays } from './calendarValues';
import { csvHeaderCells, csvLineCalendar, type CsvCalendar } from './csvFormat';
import type { CalendarTexts, StoreCalendarWrite, StoreRef } from './repository/calendars';
import { storedCalendar, storedSpecialDays, type StoredCalendar } from './stored';

const m = calendarMessages;

/**
 * The lines a file may have beyond one per store of its context: a few stores it names wrongly are
 * answered line by line; a file far longer than the context is refused before it is checked whole.
 */
export const storeLineMargin = 100;
/** A line has 12 cells; one of far more is no calendar line, and is not split any further. */
const maxCells = 100;

export interface CheckedLine {
  line: number;
  store: StoreRef;
  value: CsvCalendar;
}

export type ImportCheck =
  | { kind: 'checked'; lines: CheckedLine[] }
  | { kind: 'badLines'; problems: LineProblems }
  | { kind: 'refused'; message: string };

const oneProblem = (line: number, message: string): ImportCheck => {
  const problems = new LineProblems();
  problems.add(line, [message]);
  return { kind: 'badLines', problems };
};

/**
 * The file's lines for the stores they name, or its bad lines (counted, the first listed), or its
 * refusal as a whole. Read a slice at a time (platform/csv/csvReader.ts): other requests are
 * answered meanwhile, and a file with more lines than the context has stores, plus a margin, is
 * refused as soon as the line past the limit is read.
 */
export async function checkedImport(file: Buffer, stores: readonly StoreRef[]): Promise<ImportCheck> {
  const limit = stores.length + storeLineMargin;
  const headerText = csvHeaderCells.join(csvDelimiter);
  const byStoreId = new Map(stores.map((store) => [store.storeId, store]));
  const seen = new Map<string, number>();
  const problems = new LineProblems();
  const good: CheckedLine[] = [];
  let header = true;
  try {
    const reading = { delimiter: csvDelimiter, maxRecords: limit + 1, maxCells };
    for await (const { line, cells } of csvRecords(file, reading)) {
      if (header) {
        header = false;
        if (cells.map((cell) => cell.trim()).join(csvDelimiter) !== headerText) {
          return oneProblem(line, m.importHeader(headerText));
        }
        continue;
      }
      const value = csvLineCalendar(cells);
      if (Array.isArray(value)) {
        problems.add(line, value);
        continue;
      }
      const store = byStoreId.get(value.storeId);
      const before = seen.get(value.storeId);
      if (before === undefined) seen.set(value.storeId, line);
      const calendar = { ...value.calendar, specialDays: value.specialDays };
      if (!problems.listing) {
        // Only counted: the cheapest answer whether the line is bad, no messages.
        if (!store || before !== undefined || hasCalendarProblem(calendar)) problems.add(line, []);
        else good.push({ line, store, value });
        continue;
      }
      const messages = [
        ...(store ? [] : [m.importUnknownStore(value.storeId)]),
        ...(before !== undefined ? [m.importDuplicateStore(value.storeId, before)] : []),
        ...calendarProblems(calendar).map((p) => p.message),
      ];
      if (messages.length > 0) problems.add(line, messages);
      else good.push({ line, store: store!, value });
    }
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    if (error.reason === 'tooManyRecords') {
      return { kind: 'refused', message: importTexts.imports.tooManyLines(limit, stores.length, storeLineMargin) };
    }
    if (error.reason === 'tooManyCells') return oneProblem(error.line, importTexts.imports.tooManyCells(maxCells));
    return oneProblem(error.line, m.importUnreadable);
  }
  if (header) return oneProblem(1, m.importEmpty);
  return problems.count > 0 ? { kind: 'badLines', problems } : { kind: 'checked', lines: good };
}

/** The checked lines whose store left the context since, as bad lines; null when none did. */
export function storesGone(lines: readonly CheckedLine[], current: readonly StoreRef[]): LineProblems | null {
  const ids = new Set(current.map((store) => store.id));
  const gone = lines.filter(({ store }) => !ids.has(store.id));
  if (gone.length === 0) return null;
  const problems = new LineProblems();
  for (const { line, store } of gone) problems.add(line, [m.importUnknownStore(store.storeId)]);
  return problems;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows the checked lines change; lines equal to what their store has are left out. A slice at a
 * time, like the reading: 30,000 lines are a second's work.
 */
export async function importWrites(
  checked: readonly CheckedLine[],
  rows: ReadonlyMap<number, CalendarTexts>,
  contextWeekly: StoredCalendar,
): Promise<StoreCalendarWrite[]> {
  const weeklyText = JSON.stringify(normalizedCalendar(contextWeekly));
  const writes: StoreCalendarWrite[] = [];
  const slice = timeSlices();
  for (const { store, value } of checked) {
    await slice();
    const row = rows.get(store.id);
    const own = storedCalendar(row?.calendar);
    const calendar = normalizedCalendar(value.calendar);
    const calendarText = JSON.stringify(calendar);
    const inherits = own === null && calendarText === weeklyText;
    const nextOwn = inherits ? null : calendar;
    const specialDays = normalizedSpecialDays(value.specialDays);
    const sameOwn = own === null ? nextOwn === null : JSON.stringify(normalizedCalendar(own)) === calendarText;
    if (sameOwn && sameValue(normalizedSpecialDays(storedSpecialDays(row?.specialDays)), specialDays)) continue;
    writes.push({
      storeRowId: store.id,
      calendar: nextOwn && calendarText,
      specialDays: JSON.stringify(specialDays),
    });
  }
  return writes;
}
