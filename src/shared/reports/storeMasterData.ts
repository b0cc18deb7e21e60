import { formatDateTime } from '../dates';
import { reportTexts } from '../texts/de/reports';
import { textFilter } from './kinds';
import type { StoreReportRow as Row } from './rows';
import type { ColumnValue, FilterEntry, Level } from './types';

// The store report's master data columns (issue 51): per kind (prices, promotions, articles) the
// version of the file the store server last reported, with when it was applied. A store server that
// reported none of that kind (an older agent) shows nothing and warns about nothing ('empty'); one
// received but not applied is a warning (the store sells with the old file).

const s = reportTexts.reports.store;

/** The version and applied time of one kind in a row. */
type Read = (row: Row) => [version: string | null | undefined, appliedAt: string | null | undefined];

export type MasterDataColumnId = 'masterDataPrices' | 'masterDataPromotions' | 'masterDataArticles';

export function masterDataColumn(id: MasterDataColumnId, read: Read) {
  const value: ColumnValue<Row> = {
    kind: 'composite',
    text: (row) => {
      const [version, appliedAt] = read(row);
      if (!version) return '';
      return appliedAt ? s.masterDataApplied(version, formatDateTime(appliedAt)) : s.masterDataNotApplied(version);
    },
    // By the version: the files' versions grow with their date.
    sortValue: (row) => read(row)[0] || null,
  };
  const level = (row: Row): Level => {
    const [version, appliedAt] = read(row);
    return !version ? 'empty' : appliedAt ? 'ok' : 'warning';
  };
  // On the text shown: a part of the version, or 'nicht eingespielt'.
  const filters: FilterEntry<Row>[] = [textFilter(value.text)];
  return { id, group: s.groups.masterData, width: 230, value, level, filters };
}
