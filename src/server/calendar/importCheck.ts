// An import is checked whole before anything is written: the header line, then every line (the
// store known in the context and named once, its zone, region, hours and special days). Any bad
// line and the import is refused with a German message per line, numbered as in the file (the
// header being line 1). A good file becomes the rows it changes: a line equal to what the store has
// (an export imported again) changes nothing, and a store that takes its context's weekly hours
// keeps taking them while the line shows those hours.
import { parse } from 'csv-parse/sync';
import { calendarProblems } from '../../shared/calendar/validation';
import { csvDelimiter } from '../../shared/reports/csv';
import { calendarMessages } from '../../shared/texts/calendarMessages';
import { normalizedCalendar, normalizedSpecialDays } from './calendarValues';
import { csvHeaderCells, csvLineCalendar, type CsvCalendar } from './csvFormat';
import type { CalendarTexts, StoreCalendarWrite, StoreRef } from './repository/calendars';
import { storedCalendar, storedSpecialDays, type StoredCalendar } from './stored';

const m = calendarMessages;

export interface LineProblem {
  line: number;
  message: string;
}

interface Line {
  line: number;
  cells: string[];
}

/** The file's records with their line numbers; a file that is not CSV at all is one problem. */
function linesOf(text: string): Line[] | LineProblem {
  // The parser names the line where it gave up (for an open quote, the file's end); the line the
  // broken record begins on is the one after the last good record.
  let lastGoodLine = 0;
  try {
    const records = parse(text, {
      bom: true,
      delimiter: csvDelimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      on_record: (record, context) => {
        lastGoodLine = context.lines;
        return record;
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    return { line: lastGoodLine + 1, message: m.importUnreadable };
  }
}

export interface CheckedImport {
  lines: { line: number; store: StoreRef; value: CsvCalendar }[];
}

/** The file's lines for the stores they name, or the problems of every bad line. */
export function checkedImport(text: string, stores: readonly StoreRef[]): CheckedImport | LineProblem[] {
  const lines = linesOf(text);
  if (!Array.isArray(lines)) return [lines];
  const [header, ...body] = lines;
  if (!header) return [{ line: 1, message: m.importEmpty }];
  const headerText = csvHeaderCells.join(csvDelimiter);
  if (header.cells.map((cell) => cell.trim()).join(csvDelimiter) !== headerText) {
    return [{ line: header.line, message: m.importHeader(headerText) }];
  }
  const byStoreId = new Map(stores.map((store) => [store.storeId, store]));
  const seen = new Map<string, number>();
  const problems: LineProblem[] = [];
  const good: CheckedImport['lines'] = [];
  for (const { line, cells } of body) {
    const value = csvLineCalendar(cells);
    if (Array.isArray(value)) {
      problems.push({ line, message: value.join(' ') });
      continue;
    }
    const store = byStoreId.get(value.storeId);
    const before = seen.get(value.storeId);
    const messages = [
      ...(store ? [] : [m.importUnknownStore(value.storeId)]),
      ...(before !== undefined ? [m.importDuplicateStore(value.storeId, before)] : []),
      ...calendarProblems({ ...value.calendar, specialDays: value.specialDays }).map((p) => p.message),
    ];
    seen.set(value.storeId, before ?? line);
    if (messages.length > 0) problems.push({ line, message: [...new Set(messages)].join(' ') });
    else good.push({ line, store: store!, value });
  }
  return problems.length > 0 ? problems : { lines: good };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rows the checked lines change; lines equal to what their store has are left out. */
export function importWrites(
  checked: CheckedImport,
  rows: ReadonlyMap<number, CalendarTexts>,
  contextWeekly: StoredCalendar,
): StoreCalendarWrite[] {
  const writes: StoreCalendarWrite[] = [];
  for (const { store, value } of checked.lines) {
    const row = rows.get(store.id);
    const own = storedCalendar(row?.calendar);
    const calendar = normalizedCalendar(value.calendar);
    const inherits = own === null && sameValue(calendar, normalizedCalendar(contextWeekly));
    const nextOwn = inherits ? null : calendar;
    const specialDays = normalizedSpecialDays(value.specialDays);
    const sameOwn = own === null ? nextOwn === null : sameValue(normalizedCalendar(own), nextOwn);
    if (sameOwn && sameValue(normalizedSpecialDays(storedSpecialDays(row?.specialDays)), specialDays)) continue;
    writes.push({
      storeRowId: store.id,
      calendar: nextOwn && JSON.stringify(nextOwn),
      specialDays: JSON.stringify(specialDays),
    });
  }
  return writes;
}
