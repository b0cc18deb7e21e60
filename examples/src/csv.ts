// CSV the way the console's own report export writes it, so German spreadsheet programs open it:
// semicolons, CRLF line ends, quotes only where needed (doubled inside), and a leading apostrophe
// before a cell that a spreadsheet would run as a formula (store names come from agents and people).

const delimiter = ';';
const lineEnd = '\r\n';
/** Excel reads umlauts right only with it; a pipe into other tools is better off without (`--bom`). */
export const byteOrderMark = '\uFEFF';

function cell(value: string | number): string {
  const text = String(value);
  const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One line of the file, its line end included. */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(cell).join(delimiter) + lineEnd;
}
