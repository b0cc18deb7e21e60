import { reportTexts } from '../texts/de/reports';
import type { OfflineFlag, ReportColumn } from './types';

// Why a report row is coloured (issue 46): a whole red row is an offline agent, a red or yellow cell
// a value that is missing or wrong. The reasons name the columns on screen in the cells' own words,
// so what the mark at the row's start says is what the coloured cells show.

const t = reportTexts.reports.rowReason;

/** The reasons of a row, each a short German phrase; none for a row without a problem cell. */
export function rowReasons<Row extends OfflineFlag>(
  row: Row,
  shown: readonly ReportColumn<Row>[],
  /** The column with the last heartbeat, whether on screen or not: an offline row says since when. */
  heartbeat: ReportColumn<Row> | undefined,
): string[] {
  if (row.offline) return [t.offlineSince(heartbeat?.text(row) ?? '')];
  return shown.flatMap((column) => {
    const level = column.level(row);
    if (level !== 'error' && level !== 'warning') return [];
    const text = column.text(row);
    return [text ? t.value(column.header, text) : t.missing(column.header)];
  });
}

/** The worst level among the row's reasons, for the colour of its mark. */
export function rowReasonLevel<Row extends OfflineFlag>(
  row: Row,
  shown: readonly ReportColumn<Row>[],
): 'error' | 'warning' | undefined {
  if (row.offline) return 'error';
  const levels = shown.map((c) => c.level(row));
  return levels.includes('error') ? 'error' : levels.includes('warning') ? 'warning' : undefined;
}
