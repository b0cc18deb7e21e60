import type { ReportColumn } from './types';

export interface HeaderCell<Row> {
  key: string;
  /** A group label, or the column for the bottom row. */
  label: string;
  column?: ReportColumn<Row>;
  colSpan: number;
  rowSpan: number;
}

/**
 * The header rows of grouped columns: neighbouring columns under the same group share
 * one cell per level; a column with fewer groups than the deepest spans the rows below its last group.
 */
export function headerRows<Row>(columns: readonly ReportColumn<Row>[]): HeaderCell<Row>[][] {
  const depth = Math.max(0, ...columns.map((c) => c.groups?.length ?? 0));
  const rows: HeaderCell<Row>[][] = Array.from({ length: depth + 1 }, () => []);
  columns.forEach((column, index) => {
    const groups = column.groups ?? [];
    for (let level = 0; level < groups.length; level++) {
      const row = rows[level]!;
      const last = row[row.length - 1];
      const path = groups.slice(0, level + 1).join('/');
      const previous = columns[index - 1]?.groups?.slice(0, level + 1).join('/');
      if (last && !last.column && previous === path) last.colSpan += 1;
      else row.push({ key: `${path}#${index}`, label: groups[level]!, colSpan: 1, rowSpan: 1 });
    }
    rows[groups.length]!.push({
      key: column.id,
      label: column.header,
      column,
      colSpan: 1,
      rowSpan: depth + 1 - groups.length,
    });
  });
  return rows.filter((row) => row.length > 0);
}
