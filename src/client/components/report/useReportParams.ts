import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportFilter } from './types';

/** The page sizes a report offers; a report opens with 25 rows on page 1. */
export const reportPageSizes = [10, 25, 50, 100, 500] as const;
const defaultPageSize = 25;

export interface ReportParams {
  filterValues: Record<string, string>;
  warningsOnly: boolean;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  page: number;
  size: number;
  /** Only the stores of this rollout (its uid), from the rollout's progress view. */
  rollout?: string;
  /** With `rollout`, only the stores of this wave (1 is the first): 'in Welle 2'. */
  wave?: number;
}

/**
 * Filters, the warnings switch, sort, page and size live in the URL query, so a view can be
 * reloaded and shared; booleans as 'true' / 'false'. So does a rollout's wave the view is limited
 * to (`rollout`, `wave`: the progress view links here), which the filters' reset leaves alone. Any change but paging goes back to page 1.
 * The URL changes at once (flushSync), not as the router's deferred transition: the switch and the
 * selects show the URL, and would spring back to their old value until the report had rendered.
 */
export function useReportParams(filters: readonly ReportFilter<unknown>[], defaultSort: string) {
  const [params, setParams] = useSearchParams();
  const size = Number(params.get('size'));
  const rollout = params.get('rollout') || undefined;
  const wave = Math.floor(Number(params.get('wave')));
  const state: ReportParams = {
    filterValues: Object.fromEntries(filters.map((f) => [f.id, params.get(f.id) ?? ''])),
    warningsOnly: params.get('warningsOnly') === 'true',
    sortBy: params.get('sortBy') || defaultSort,
    sortDirection: params.get('sortDirection') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    size: (reportPageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    ...(rollout ? { rollout, ...(wave >= 1 ? { wave } : {}) } : {}),
  };

  const update = useCallback(
    (changes: Record<string, string | null>, keepPage = false) =>
      setParams(
        (p) => {
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') p.delete(key);
            else p.set(key, value);
          }
          if (!keepPage) p.set('page', '1');
          return p;
        },
        { replace: true, flushSync: true },
      ),
    [setParams],
  );

  const resetFilters = useCallback(
    () => update(Object.fromEntries([...filters.map((f) => [f.id, null]), ['warningsOnly', null]])),
    [filters, update],
  );
  return { ...state, update, resetFilters };
}

/** The URL state of a report with its setters. */
export type ReportParamsState = ReturnType<typeof useReportParams>;
