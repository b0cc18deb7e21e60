import type { OfflineFlag, ReportColumn, ReportFilter } from './types';

// What a report derives from its columns: the filters in their order, the warning-row rule and the
// context checks.

/** A context check: one per optional column, named by the column. */
export interface Check {
  id: string;
  name: string;
}

export interface ReportCatalogue<Row> {
  columns: readonly ReportColumn<Row>[];
  /** The filters of all columns: those named in the report's filter order first, then column order. */
  filters: readonly ReportFilter<Row>[];
  /** The column the report is sorted by until the user picks another. */
  defaultSort: string;
  /** Tooltips of group headers, by group label. */
  groupTooltips?: Readonly<Record<string, string>>;
  /** A column that can be shown or hidden per context has a check; fixed and disabled ones have none. */
  checks: readonly Check[];
  /**
   * A warning row: its agent is offline, or a fixed column or a column on screen (`shown` holds
   * their ids) warns about it.
   */
  isWarningRow: (row: Row, shown: ReadonlySet<string>) => boolean;
}

interface Options {
  defaultSort: string;
  filterOrder?: readonly string[];
  groupTooltips?: Readonly<Record<string, string>>;
}

export function reportCatalogue<Row extends OfflineFlag>(
  columns: readonly ReportColumn<Row>[],
  { defaultSort, filterOrder = [], groupTooltips }: Options,
): ReportCatalogue<Row> {
  const all = columns.flatMap((c) => c.filters);
  const rank = (f: ReportFilter<Row>) => {
    const index = filterOrder.indexOf(f.id);
    return index < 0 ? filterOrder.length + all.indexOf(f) : index;
  };
  return {
    columns,
    filters: [...all].sort((a, b) => rank(a) - rank(b)),
    defaultSort,
    groupTooltips,
    checks: columns.filter((c) => !c.fixed && !c.disabled).map((c) => ({ id: c.id, name: c.check })),
    isWarningRow: (row, shown) => row.offline || columns.some((c) => (c.fixed || shown.has(c.id)) && c.warning(row)),
  };
}

/** The column with this id; a test or a caller that names a missing column is a programming error. */
export function columnOf<Row>(catalogue: ReportCatalogue<Row>, id: string): ReportColumn<Row> {
  const found = catalogue.columns.find((c) => c.id === id);
  if (!found) throw new Error(`No report column ${id}`);
  return found;
}
