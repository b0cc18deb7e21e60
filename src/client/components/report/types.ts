// The building blocks both reports (spec 2.9, 2.10) describe themselves with; the report features
// give columns, filters and a warning rule, and components/report does the rest.

/** How a cell is coloured (spec 2.9 and 4); 'empty' marks a value that is simply not there yet. */
export type Level = 'ok' | 'warning' | 'error' | 'empty' | 'neutral';

export interface ReportColumn<Row> {
  id: string;
  header: string;
  /** Header groups, outermost first (the store report's grouped headers). */
  groups?: readonly string[];
  /** Shown on hover and focus of the header. */
  tooltip?: string;
  /** Always shown, never in the column choice (Filiale, Kasse, Typ; Marktnr.). */
  fixed?: boolean;
  /** Listed but not selectable (spec 2.10: POSCONNECT receipt processing, TILLSERVER). */
  disabled?: boolean;
  defaultWidth: number;
  text(row: Row): string;
  level(row: Row): Level;
  /** What the column sorts by; null sorts last. */
  sortValue(row: Row): string | number | null;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface ReportFilter<Row> {
  /** The URL query parameter. */
  id: string;
  label: string;
  /** The filter input is shown, and applies, only while this column is shown. */
  columnId: string;
  kind: 'text' | 'select';
  options?: readonly FilterOption[];
  /** `value` is the URL value; text filters get it lower-cased. */
  matches(row: Row, value: string): boolean;
}

export interface GroupInfo {
  label: string;
  tooltip?: string;
}

export interface ReportDefinition<Row> {
  /** The column settings' table name (spec 3). */
  tablename: 'cashpointreport' | 'storereport';
  title: string;
  hideTitle?: boolean;
  columns: readonly ReportColumn<Row>[];
  filters: readonly ReportFilter<Row>[];
  defaultSort: string;
  /** Tooltips of group headers, by group label. */
  groups?: Readonly<Record<string, string>>;
  rowId(row: Row): string;
  /** Spec 4, warning rows; `shown` holds the ids of the columns on screen. */
  isWarning(row: Row, shown: ReadonlySet<string>): boolean;
  csvFile(contextId: string): string;
}

/** A text filter: case-insensitive substring of the value (spec 2.9). */
export function textFilter<Row>(
  id: string,
  label: string,
  value: (row: Row) => string | null | undefined,
  columnId = id,
): ReportFilter<Row> {
  return {
    id,
    label,
    columnId,
    kind: 'text',
    matches: (row, needle) => (value(row) ?? '').toLowerCase().includes(needle),
  };
}
