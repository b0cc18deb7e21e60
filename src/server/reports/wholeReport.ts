import type { ReportCatalogue } from '../../shared/reports/catalogue';
import { selectReportRows, type ReportQuery } from '../../shared/reports/reportQuery';
import type { CachedReply } from '../fleet/storeReplyCache';

/**
 * A query that asks for the whole list as the report keeps it: no page, filter, warnings switch,
 * sort or column choice. Only such a reply is the same for every operator of a context, so only it
 * is answered from the per-store JSON with an ETag.
 */
export function asksForWholeList(query: ReportQuery): boolean {
  return (
    query.page === undefined &&
    query.size === undefined &&
    query.sortBy === undefined &&
    query.sortDirection === undefined &&
    query.warningsOnly === undefined &&
    query.columns === undefined &&
    Object.values(query.filterValues).every((value) => !value)
  );
}

interface WholeReport<Row> {
  catalogue: ReportCatalogue<Row>;
  cached: CachedReply<Row>;
  visibleIds: readonly string[];
  /** The reply's keys of the rows and of the columns the context shows. */
  rowsKey: string;
  visibleKey: string;
}

/** The ETag of a whole report: its rows' generation and the columns the context shows. */
export function wholeReportEtag({ cached, visibleIds }: Pick<WholeReport<unknown>, 'cached' | 'visibleIds'>) {
  return `${cached.etag.slice(0, -1)}-${visibleIds.join('.')}"`;
}

/**
 * The whole report's body. The rows go through the same report rules as every other query (for
 * the default sort and the warning count); while those leave the rows in the order the cache keeps
 * them, the body is the cache's JSON per store, joined, and nothing is serialised again.
 */
export function wholeReportBody<Row>({ catalogue, cached, visibleIds, rowsKey, visibleKey }: WholeReport<Row>) {
  const kept = cached.rows();
  const { rows, warningCount } = selectReportRows(catalogue, kept, { filterValues: {} }, visibleIds);
  const counts = { total: rows.length, warningCount, page: 1 };
  if (rows.length === kept.length && rows.every((row, i) => row === kept[i])) {
    const tail = JSON.stringify({ [visibleKey]: visibleIds, ...counts }).slice(1);
    return cached.body(`{${JSON.stringify(rowsKey)}:`, `,${tail}`);
  }
  return JSON.stringify({ [rowsKey]: rows, [visibleKey]: visibleIds, ...counts });
}
