import type { ReportColumn } from './types';

// The CSV of both reports, the way German spreadsheet programs open it: semicolons, CRLF, and a byte
// order mark so umlauts survive. Cells hold the texts the table shows. The server streams the file
// with a CSV library configured from these rules; `toCsv` writes the same text in one piece.

export const csvDelimiter = ';';
export const csvLineEnd = '\r\n';
export const csvByteOrderMark = '\uFEFF';
/** A cell holding the delimiter, a quote or a line break is quoted (its quotes doubled). */
export const csvNeedsQuotes = /[";\r\n]/;

/** The header a column has in a file, where its group cannot be seen (e.g. 'TSE-SERVER Version'). */
export function csvHeader<Row>(column: ReportColumn<Row>): string {
  const group = column.groups?.[column.groups.length - 1];
  return group ? `${group} ${column.header}` : column.header;
}

/**
 * Store names and versions come from agents and operators: a leading = + - @ (or tab / CR) would run
 * as a formula in a spreadsheet, so such a cell starts with an apostrophe instead.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The cells of one line of the file: the header line, then one per row. */
export const csvHeaderCells = <Row>(columns: readonly ReportColumn<Row>[]) =>
  columns.map((c) => guardFormula(csvHeader(c)));
export const csvRowCells = <Row>(columns: readonly ReportColumn<Row>[], row: Row) =>
  columns.map((c) => guardFormula(c.text(row)));

function quote(value: string): string {
  return csvNeedsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The whole file as one text (the SPA's download of rows it holds). */
export function toCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [csvHeaderCells(columns).map(quote).join(csvDelimiter)];
  for (const row of rows) lines.push(csvRowCells(columns, row).map(quote).join(csvDelimiter));
  return `${csvByteOrderMark}${lines.join(csvLineEnd)}${csvLineEnd}`;
}
