// The registers' fiscal fields as a CSV file, and that file back (issue 52, H1): the reports' kind
// (';', BOM, CRLF), a line per register in service named by store and register number. The kind of
// system is written by its German name and read by that name or its key. An import is checked whole
// (src/server/calendar's reader and its line problems): any bad line and nothing is written, with a
// German message per line naming the field.
import { guardFormula } from '../../shared/reports/csv';
import { csvDelimiter } from '../../shared/reports/csv';
import { systemKinds } from '../../shared/taxNotice/fields';
import { berlinDay, registerProblems, storedText } from '../../shared/taxNotice/masterData';
import { calendarMessages } from '../../shared/texts/calendarMessages';
import { importTexts } from '../../shared/texts/de/imports';
import { taxNoticeTexts } from '../../shared/texts/de/taxNotice';
import { CsvReadError, csvRecords } from '../platform/csv/csvReader';
import { LineProblems } from '../platform/csv/lineProblems';
import { registerFieldNames, type FiscalRegisterRow, type RegisterFields } from './repository/masterData';

const t = taxNoticeTexts.taxNotice;
const c = t.masterData.csv;
const m = calendarMessages;

export const registerCsvHeader: readonly string[] = [
  c.storeId,
  c.posId,
  ...registerFieldNames.map((field) => t.fields[field]),
];

/** A kind by its German name (as written) or its key (as the API has it). */
const kindByText = new Map<string, string>([
  ...systemKinds.map((kind) => [t.systemKinds[kind].toLowerCase(), kind] as const),
  ...systemKinds.map((kind) => [kind.toLowerCase(), kind] as const),
]);

export function registerCsvLine(row: FiscalRegisterRow): string[] {
  const text = (field: (typeof registerFieldNames)[number]) => {
    const value = row[field];
    if (field === 'systemKind' && value) return t.systemKinds[value as (typeof systemKinds)[number]] ?? value;
    return value ?? '';
  };
  return [row.storeId, row.posId, ...registerFieldNames.map(text)].map(guardFormula);
}

const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const keyOf = (storeId: string, posId: string) => `${storeId}\u0000${posId}`;

export interface CheckedRegisterLine {
  line: number;
  register: FiscalRegisterRow;
  fields: RegisterFields;
}

export type RegisterImportCheck =
  | { kind: 'checked'; lines: CheckedRegisterLine[] }
  | { kind: 'badLines'; problems: LineProblems }
  | { kind: 'refused'; message: string };

/** Beyond one line per register, this many lines are still answered line by line. */
const lineMargin = 100;
const maxCells = 100;

const oneProblem = (line: number, message: string): RegisterImportCheck => {
  const problems = new LineProblems();
  problems.add(line, [message]);
  return { kind: 'badLines', problems };
};

/** One line's fields and German problems, checked against its register. */
function lineFields(
  cells: readonly string[],
  register: FiscalRegisterRow,
  today: string,
): { fields: RegisterFields; problems: string[] } {
  const raw = Object.fromEntries(
    registerFieldNames.map((field, index) => [field, storedText(unguarded(cells[2 + index] ?? ''))]),
  ) as RegisterFields;
  const kind = raw.systemKind === null ? null : (kindByText.get(raw.systemKind.toLowerCase()) ?? raw.systemKind);
  const fields = { ...raw, systemKind: kind };
  const problems = registerProblems(fields, { today, firstSeen: berlinDay(register.firstSeen) });
  return { fields, problems: problems.map((p) => p.message) };
}

/** The file's lines for the registers they name, or its bad lines, or its refusal as a whole. */
export async function checkedRegisterImport(
  file: Buffer,
  registers: readonly FiscalRegisterRow[],
  now: number,
): Promise<RegisterImportCheck> {
  const limit = registers.length + lineMargin;
  const headerText = registerCsvHeader.join(csvDelimiter);
  const byKey = new Map(registers.map((register) => [keyOf(register.storeId, register.posId), register]));
  const seen = new Map<string, number>();
  const problems = new LineProblems();
  const good: CheckedRegisterLine[] = [];
  const today = berlinDay(now);
  let header = true;
  try {
    for await (const { line, cells } of csvRecords(file, {
      delimiter: csvDelimiter,
      maxRecords: limit + 1,
      maxCells,
    })) {
      if (header) {
        header = false;
        if (cells.map((cell) => cell.trim()).join(csvDelimiter) !== headerText) {
          return oneProblem(line, m.importHeader(headerText));
        }
        continue;
      }
      if (cells.length !== registerCsvHeader.length) {
        problems.add(line, [m.importColumns(registerCsvHeader.length, cells.length)]);
        continue;
      }
      const storeId = unguarded(cells[0]!).trim();
      const posId = unguarded(cells[1]!).trim();
      const key = keyOf(storeId, posId);
      const register = byKey.get(key);
      const before = seen.get(key);
      if (before === undefined) seen.set(key, line);
      const messages = [
        ...(register ? [] : [c.unknownRegister(storeId, posId)]),
        ...(before !== undefined ? [c.duplicateRegister(storeId, posId, before)] : []),
      ];
      const checked = register ? lineFields(cells, register, today) : null;
      messages.push(...(checked?.problems ?? []));
      if (messages.length > 0) problems.add(line, messages);
      else good.push({ line, register: register!, fields: checked!.fields });
    }
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    if (error.reason === 'tooManyRecords') {
      return { kind: 'refused', message: c.tooManyLines(limit, registers.length, lineMargin) };
    }
    if (error.reason === 'tooManyCells') return oneProblem(error.line, importTexts.imports.tooManyCells(maxCells));
    return oneProblem(error.line, m.importUnreadable);
  }
  if (header) return oneProblem(1, m.importEmpty);
  return problems.count > 0 ? { kind: 'badLines', problems } : { kind: 'checked', lines: good };
}

/** The checked lines that change their register; a line equal to what it has is left out. */
export function changedLines(
  lines: readonly CheckedRegisterLine[],
  current: ReadonlyMap<string, FiscalRegisterRow>,
): { writes: CheckedRegisterLine[]; gone: LineProblems | null } {
  const writes: CheckedRegisterLine[] = [];
  const gone = new LineProblems();
  for (const line of lines) {
    const register = current.get(line.register.cashpointUid);
    if (!register) {
      gone.add(line.line, [c.unknownRegister(line.register.storeId, line.register.posId)]);
      continue;
    }
    if (registerFieldNames.every((field) => register[field] === line.fields[field])) continue;
    writes.push({ ...line, register });
  }
  return { writes, gone: gone.count > 0 ? gone : null };
}
