import type { ReportCatalogue } from '../../../shared/reports/catalogue';

// A report page describes itself with its column catalogue (src/shared/reports) and what only the
// page knows: its settings table, title, row key and file name; components/report does the rest.

export type { Level, ReportColumn, ReportFilter } from '../../../shared/reports/types';

export interface ReportDefinition<Row> extends Omit<ReportCatalogue<Row>, 'checks'> {
  /** The table name the column settings are stored under. */
  tablename: 'cashpointreport' | 'storereport';
  title: string;
  hideTitle?: boolean;
  rowId(row: Row): string;
  /** The name the CSV export is saved under. */
  csvFile(contextId: string): string;
  /** The server's CSV export of the report (the same parameters as the report call, without paging). */
  csvPath: string;
}

/** One page of a report reply: its rows, the checks (column ids) its context shows and the counts. */
export interface ReportContent<Row> {
  rows: readonly Row[];
  visibleCheckIds: readonly string[];
  /** Rows the filters let through, on all pages. */
  total: number;
  warningCount: number;
  /** The page the server shows (a page past the end is the last one). */
  page: number;
}
