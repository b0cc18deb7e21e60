// The shape of a report column in the catalogue of both reports: what it is called, where it sits,
// what kind of value it shows, how it is filtered, coloured and warned about. The SPA draws its
// tables from these entries; the server derives its context checks and report rows from them.

/** How a cell is coloured; 'empty' marks a value that is simply not there yet. */
export type Level = 'ok' | 'warning' | 'error' | 'empty' | 'neutral';

/** What a column shows, for readers of the catalogue (the functions below do the work). */
export type ValueKind =
  'text' | 'number' | 'date' | 'dateTime' | 'dateTimeFromSeconds' | 'yesNo' | 'serviceState' | 'composite';

/** A sort key; null sorts last. */
export type SortKey = string | number | null;

/** A column's value: its kind, the text a cell and the CSV show, and what it sorts by. */
export interface ColumnValue<Row> {
  kind: ValueKind;
  text: (row: Row) => string;
  sortValue: (row: Row) => SortKey;
  /** A cell's tooltip where it says more than the text (the reported value of a translated one). */
  title?: (row: Row) => string | undefined;
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
  matches: (row: Row, value: string) => boolean;
}

/** A filter as a catalogue entry states it; its column fills in what is left out. */
export interface FilterEntry<Row> extends Omit<ReportFilter<Row>, 'id' | 'label' | 'columnId'> {
  /** The URL query parameter; the column id unless the column has several filters. */
  id?: string;
  /** The label; the column header unless given. */
  label?: string;
}

/** One column as the catalogue states it. */
export interface ColumnEntry<Row> {
  id: string;
  /** German header and tooltip, from the text catalogue. */
  header: string;
  tooltip?: string;
  /** The name of the column's context check; the header unless given. */
  check?: string;
  /** Header group and subgroup labels (the store report's grouped headers). */
  group?: string;
  subgroup?: string;
  /** Always shown, never in the column choice and without a context check. */
  fixed?: boolean;
  /** Listed but not selectable, and without a context check (nothing reports it yet). */
  disabled?: boolean;
  width: number;
  value: ColumnValue<Row>;
  /** The colour rule; 'neutral' unless given. An offline row is an error in every column. */
  level?: (row: Row) => Level;
  /** The warning rule; unless given, a cell coloured as a warning or an error warns. */
  warning?: (row: Row) => boolean;
  filters?: readonly FilterEntry<Row>[];
}

/** A column as the reports use it: the entry with every default filled in. */
export interface ReportColumn<Row> {
  id: string;
  header: string;
  tooltip?: string;
  /** Header groups, outermost first. */
  groups?: readonly string[];
  fixed?: boolean;
  disabled?: boolean;
  /**
   * On screen only once the user picks it under 'Spalten' (the TSE columns: with their filters too the
   * register report's filters no longer leave its table room in a laptop's window).
   */
  byChoice?: boolean;
  kind: ValueKind;
  check: string;
  defaultWidth: number;
  text: (row: Row) => string;
  /** A cell's tooltip where it says more than the text; the text otherwise. */
  title?: (row: Row) => string | undefined;
  level: (row: Row) => Level;
  warning: (row: Row) => boolean;
  /** What the column sorts by; null sorts last. */
  sortValue: (row: Row) => SortKey;
  filters: readonly ReportFilter<Row>[];
}

/** Every row of both reports says whether its agent is offline. */
export interface OfflineFlag {
  offline?: boolean;
}
