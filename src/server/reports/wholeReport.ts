import type { ReportCatalogue } from '../../shared/reports/catalogue';
import { selectReportRows, type ReportQuery } from '../../shared/reports/reportQuery';
import { jsonArrayBody, type CachedReply } from '../fleet';

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

/** The ETag of a whole report: a hash of its rows and the columns the context shows. */
export function wholeReportEtag({ cached, visibleIds }: Pick<WholeReport<unknown>, 'cached' | 'visibleIds'>) {
  return `${cached.etag.slice(0, -1)}-${visibleIds.join('.')}"`;
}

/**
 * The whole report's body. The rows go through the same report rules as every other query (for
 * the default sort and the warning count); their order and counts are kept with the cache until a
 * part changes, and the body is the cache's JSON of those rows in that order, so nothing is
 * serialised again.
 */
export function wholeReportBody<Row>(whole: WholeReport<Row>): Buffer {
  const { catalogue, cached, visibleIds, rowsKey, visibleKey } = whole;
  const { chunks, counts } = cached.memo(wholeReportEtag(whole), () => {
    const { rows, warningCount } = selectReportRows(catalogue, cached.rows(), { filterValues: {} }, visibleIds);
    return { chunks: cached.jsonChunks(rows), counts: { total: rows.length, warningCount, page: 1 } };
  });
  const tail = JSON.stringify({ [visibleKey]: visibleIds, ...counts }).slice(1);
  return jsonArrayBody(`{${JSON.stringify(rowsKey)}:`, chunks, `,${tail}`);
}
