import type { ReportCatalogue } from './catalogue';
import { filterRows, pageOf, sortRows, type ActiveFilter } from './pipeline';
import type { ReportColumn, ReportFilter } from './types';

// What a report query (the parameters a report page keeps in its URL) makes of the full list: the
// columns on screen, the filters that apply to them, the sort, the warning rule and the page. The
// server answers the report calls and the CSV export with it; the SPA derives its view from the same
// functions, so both sides apply one set of rules.

/** Rows per page when a query asks for a page without a size. */
export const defaultReportPageSize = 25;

export interface ReportQuery {
  /** The page, from 1; with `size` it asks for one page instead of the whole list. */
  page?: number;
  size?: number;
  /** A column id; the report's default sort when not given or not on screen. */
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  warningsOnly?: boolean;
  /** The optional columns the user selected; every column the context shows when not given. */
  columns?: readonly string[];
  /** Filter values by filter id (the URL parameter); an empty value filters nothing. */
  filterValues: Readonly<Record<string, string | undefined>>;
}

/**
 * The columns on screen: the fixed ones and the selected ones the context shows, in catalogue order.
 * A selected id the context does not show, a disabled column or an unknown id selects nothing.
 */
export function shownColumns<Row>(
  catalogue: ReportCatalogue<Row>,
  visibleIds: readonly string[],
  selected: readonly string[] | undefined,
): ReportColumn<Row>[] {
  const visible = new Set(visibleIds);
  const chosen = new Set(selected ?? visibleIds);
  return catalogue.columns.filter((c) => c.fixed || (!c.disabled && visible.has(c.id) && chosen.has(c.id)));
}

/** The filters with a value whose column is on screen; a filter of a hidden column does not apply. */
export function activeFilters<Row>(
  filters: readonly ReportFilter<Row>[],
  shownIds: ReadonlySet<string>,
  values: ReportQuery['filterValues'],
): ActiveFilter<Row>[] {
  return filters
    .filter((f) => shownIds.has(f.columnId) && values[f.id])
    .map((f) => ({ filter: f, value: values[f.id]! }));
}

/** The column the rows are sorted by: the asked one while it is on screen, else the default. */
export function sortColumnOf<Row>(
  catalogue: ReportCatalogue<Row>,
  shown: readonly ReportColumn<Row>[],
  sortBy: string | undefined,
): ReportColumn<Row> | undefined {
  return shown.find((c) => c.id === sortBy) ?? catalogue.columns.find((c) => c.id === catalogue.defaultSort);
}

export interface ReportSelection<Row> {
  /** The columns on screen, which the CSV holds. */
  shown: ReportColumn<Row>[];
  /** Every row the filters (and the warnings switch) let through, sorted. */
  rows: readonly Row[];
  /** Warning rows among the rows the column filters let through. */
  warningCount: number;
}

/** The rows of a query, filtered and sorted, over the full list of a context. */
export function selectReportRows<Row>(
  catalogue: ReportCatalogue<Row>,
  allRows: readonly Row[],
  query: ReportQuery,
  visibleIds: readonly string[],
): ReportSelection<Row> {
  const shown = shownColumns(catalogue, visibleIds, query.columns);
  const shownIds = new Set(shown.map((c) => c.id));
  const isWarning = (row: Row) => catalogue.isWarningRow(row, shownIds);
  const filtered = filterRows(allRows, activeFilters(catalogue.filters, shownIds, query.filterValues));
  const warnings = filtered.filter(isWarning);
  const rows = query.warningsOnly ? warnings : filtered;
  const sorted = sortRows(rows, sortColumnOf(catalogue, shown, query.sortBy), query.sortDirection ?? 'asc');
  return { shown, rows: sorted, warningCount: warnings.length };
}

export interface ReportPage<Row> {
  rows: Row[];
  total: number;
  warningCount: number;
  /** The page shown: a page past the end shows the last one. */
  page: number;
}

/** The reply to a report query: one page when it names a page or a size, else every selected row. */
export function reportPage<Row>(
  catalogue: ReportCatalogue<Row>,
  allRows: readonly Row[],
  query: ReportQuery,
  visibleIds: readonly string[],
): ReportPage<Row> {
  const { rows, warningCount } = selectReportRows(catalogue, allRows, query, visibleIds);
  const total = rows.length;
  if (query.page === undefined && query.size === undefined) return { rows: [...rows], total, warningCount, page: 1 };
  const info = pageOf(total, query.page ?? 1, query.size ?? defaultReportPageSize);
  return { rows: rows.slice(info.from, info.to), total, warningCount, page: info.page };
}
