import type { ReportColumn, ReportFilter } from './types';

// Filtering, sorting and paging of the report rows: pure functions over arrays, memoised by the
// view, fast enough for 50,000 rows (the report filter figure of `npm run bench` times them in the browser).

export interface ActiveFilter<Row> {
  filter: ReportFilter<Row>;
  value: string;
}

/** The rows every active filter (and, if given, the warning rule) lets through. */
export function filterRows<Row>(
  rows: readonly Row[],
  active: readonly ActiveFilter<Row>[],
  warning?: (row: Row) => boolean,
): readonly Row[] {
  if (active.length === 0 && !warning) return rows;
  const prepared = active.map(({ filter, value }) => ({
    matches: filter.matches,
    value: filter.kind === 'text' ? value.toLowerCase() : value,
  }));
  return rows.filter((row) => {
    for (const f of prepared) if (!f.matches(row, f.value)) return false;
    return warning ? warning(row) : true;
  });
}

/** Digit runs padded, so '5.9' sorts before '5.12' and store 2 before store 10. */
function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

type Key = string | number | null;

function compareKeys(a: Key, b: Key): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/**
 * Sorted by one column; empty values last in both directions, ties in their original order. Keys
 * are computed once per row, not once per comparison.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  column: ReportColumn<Row> | undefined,
  direction: 'asc' | 'desc',
): readonly Row[] {
  if (!column) return rows;
  const keys: Key[] = rows.map((row) => {
    const value = column.sortValue(row);
    return typeof value === 'string' ? (value === '' ? null : naturalKey(value)) : value;
  });
  const order = rows.map((_, i) => i);
  const sign = direction === 'desc' ? -1 : 1;
  order.sort((i, j) => {
    const a = keys[i]!;
    const b = keys[j]!;
    if (a === null || b === null) return compareKeys(a, b) || i - j;
    return sign * compareKeys(a, b) || i - j;
  });
  return order.map((i) => rows[i]!);
}

export interface PageInfo {
  page: number;
  pages: number;
  from: number;
  to: number;
}

/** The page to show: a page number past the end shows the last page. */
export function pageOf(total: number, page: number, size: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pages, from: (current - 1) * size, to: Math.min(total, current * size) };
}
