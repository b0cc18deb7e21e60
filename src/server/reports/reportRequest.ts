import type { ReportFilter } from '../../shared/reports/types';
import type { ReportQuery } from '../../shared/reports/reportQuery';

/** The report parameters both report calls and their CSV exports share, as the validation leaves them. */
export type ReportRequestQuery = Omit<ReportQuery, 'filterValues'>;

/** Only the stores of a rollout (by its uid), or of one of its waves ('in Welle 2'). */
export interface RolloutFilter {
  rollout?: string;
  wave?: number;
}

/** The report query of a request; filter values are read under the catalogue's filter ids only. */
export function reportQueryOf<Row>(
  query: ReportRequestQuery & object,
  filters: readonly ReportFilter<Row>[],
): ReportQuery {
  const values = query as Readonly<Record<string, unknown>>;
  const filterValues = Object.fromEntries(
    filters.map((f) => [f.id, typeof values[f.id] === 'string' ? (values[f.id] as string) : undefined]),
  );
  return {
    page: query.page,
    size: query.size,
    sortBy: query.sortBy,
    sortDirection: query.sortDirection,
    warningsOnly: query.warningsOnly,
    columns: query.columns,
    filterValues,
  };
}
