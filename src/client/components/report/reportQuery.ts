import { limits } from '../../../shared/validation/limits';
import type { ReportDefinition, ReportFilter } from './types';
import type { ReportParams } from './useReportParams';

/** What a report page asks the server for: the page on screen of the rows its view lets through. */
export interface ReportQueryArgs {
  contextId: string;
  page: number;
  size: number;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  warningsOnly?: boolean;
  columns: string[];
  /** The report's filters by URL name; only those set and belonging to a requested or fixed column. */
  [filter: string]: string | number | boolean | string[] | undefined;
}

/**
 * A filter value as the server takes it: a URL edited by hand or saved from an older version may
 * hold a choice the select does not offer (it filters nothing, as the select shows 'Alle') or a
 * longer text than a filter takes (cut to its length), and the report must still load.
 */
function asAsked(filter: ReportFilter<unknown>, value: string): string | undefined {
  if (filter.kind === 'select') return filter.options?.some((o) => o.value === value) ? value : undefined;
  return value.slice(0, limits.report.textFilter.maxLength);
}

/**
 * The one translation of the page's URL state and column choice into the report call's arguments.
 * A filter or sort of a column the user left out does not count, as on screen; the server in turn
 * leaves out the columns the context hides.
 */
export function reportQueryArgs(
  definition: Pick<ReportDefinition<unknown>, 'columns' | 'filters' | 'defaultSort'>,
  params: ReportParams,
  requested: readonly string[],
  contextId: string,
): ReportQueryArgs {
  const inView = new Set([...definition.columns.filter((c) => c.fixed).map((c) => c.id), ...requested]);
  const filterValues = definition.filters
    .filter((f) => inView.has(f.columnId) && params.filterValues[f.id])
    .map((f) => [f.id, asAsked(f, params.filterValues[f.id]!)] as const)
    .filter(([, value]) => value !== undefined);
  return {
    contextId,
    page: params.page,
    size: params.size,
    sortBy: inView.has(params.sortBy) ? params.sortBy : definition.defaultSort,
    sortDirection: params.sortDirection,
    ...(params.warningsOnly ? { warningsOnly: true } : {}),
    ...(params.rollout ? { rollout: params.rollout, ...(params.wave ? { wave: params.wave } : {}) } : {}),
    columns: [...requested],
    ...Object.fromEntries(filterValues),
  };
}

/**
 * The address of the report's CSV export for the same rows, every page of them: the browser fetches
 * it itself, with the session cookie, and saves the server's file.
 */
export function reportCsvHref(path: string, { page: _page, size: _size, ...args }: ReportQueryArgs): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${path}?${query.toString()}`;
}
