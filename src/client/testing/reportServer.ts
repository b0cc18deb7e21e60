import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import type { ReportCatalogue } from '../../shared/reports/catalogue';
import { filterRows, pageOf, sortRows, type ActiveFilter } from '../../shared/reports/pipeline';

// A stand-in for the server's report calls in the page tests: it applies the shared report rules
// (the server's too) to the parameters the page sends, so a test sees what the page asked for.

interface Report<Row> {
  path: string;
  catalogue: ReportCatalogue<Row>;
  rowsKey: string;
  visibleKey: string;
}

/** The reply the server gives for these parameters: only the selected, visible columns count. */
export function reportReply<Row>(
  { catalogue, rowsKey, visibleKey }: Report<Row>,
  rows: readonly Row[],
  visible: readonly string[],
  query: URLSearchParams,
) {
  const selected = query.has('columns') ? (query.get('columns') ?? '').split(',') : catalogue.checks.map((c) => c.id);
  const shown = new Set(
    catalogue.columns.filter((c) => c.fixed || (selected.includes(c.id) && visible.includes(c.id))).map((c) => c.id),
  );
  const active = catalogue.filters
    .filter((f) => shown.has(f.columnId) && query.get(f.id))
    .map((f): ActiveFilter<Row> => ({ filter: f, value: query.get(f.id)! }));
  const isWarning = (row: Row) => catalogue.isWarningRow(row, shown);
  const filtered = filterRows(rows, active, query.get('warningsOnly') === 'true' ? isWarning : undefined);
  const sortBy = shown.has(query.get('sortBy') ?? '') ? query.get('sortBy') : catalogue.defaultSort;
  const column = catalogue.columns.find((c) => c.id === sortBy);
  const sorted = sortRows(filtered, column, query.get('sortDirection') === 'desc' ? 'desc' : 'asc');
  const paged = query.has('page') || query.has('size');
  const info = pageOf(sorted.length, Number(query.get('page') ?? 1), Number(query.get('size') ?? 25));
  return {
    [rowsKey]: paged ? sorted.slice(info.from, info.to) : sorted,
    [visibleKey]: visible,
    total: sorted.length,
    warningCount: filtered.filter(isWarning).length,
    page: info.page,
  };
}

/**
 * Serves the report from these rows; returns the query of every call, in order, for the test to
 * look at.
 */
export function serveReport<Row>(
  server: ReturnType<typeof setupServer>,
  report: Report<Row>,
  rows: readonly Row[],
  visible: readonly string[],
) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(report.path, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(reportReply(report, rows, visible, query));
    }),
  );
  return queries;
}
