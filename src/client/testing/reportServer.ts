import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import type { ReportCatalogue } from '../../shared/reports/catalogue';
import { reportPage } from '../../shared/reports/reportQuery';

// A stand-in for the server's report calls in the page tests: it applies the shared report rules,
// as the server does, to the parameters the page sends, so a test sees what the page asked for.

interface Report<Row> {
  path: string;
  catalogue: ReportCatalogue<Row>;
  rowsKey: string;
  visibleKey: string;
}

/** The reply the server gives for these parameters, by the shared report rules the server uses. */
export function reportReply<Row>(
  { catalogue, rowsKey, visibleKey }: Report<Row>,
  rows: readonly Row[],
  visible: readonly string[],
  query: URLSearchParams,
) {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const { rows: pageRows, ...counts } = reportPage(
    catalogue,
    rows,
    {
      page: number('page'),
      size: number('size'),
      sortBy: query.get('sortBy') ?? undefined,
      sortDirection: query.get('sortDirection') === 'desc' ? 'desc' : 'asc',
      warningsOnly: query.get('warningsOnly') === 'true',
      columns: query.has('columns') ? query.get('columns')!.split(',') : undefined,
      filterValues: Object.fromEntries(catalogue.filters.map((f) => [f.id, query.get(f.id) ?? undefined])),
    },
    visible,
  );
  return { [rowsKey]: pageRows, [visibleKey]: visible, ...counts };
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
