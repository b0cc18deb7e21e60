import type { ReportColumn } from './types';

/** The header a column has in a file, where its group cannot be seen (e.g. 'TSE-SERVER Version'). */
export function csvHeader<Row>(column: ReportColumn<Row>): string {
  const group = column.groups?.[column.groups.length - 1];
  return group ? `${group} ${column.header}` : column.header;
}

function quote(text: string): string {
  // Store names and versions come from agents and operators: a leading = + - @ (or tab / CR)
  // would run as a formula in a spreadsheet, so such a cell starts with an apostrophe instead.
  const value = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The rows as CSV the way German spreadsheet programs open it: semicolons, CRLF, and a byte order
 * mark so umlauts survive. Cells hold the texts the table shows.
 */
export function toCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => quote(csvHeader(c))).join(';')];
  for (const row of rows) lines.push(columns.map((c) => quote(c.text(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
