import type { CashpointReportRow } from '../../api';
import type { ReportColumn, ReportDefinition, ReportFilter } from '../../components/report/types';
import { textFilter } from '../../components/report/types';
import { texts } from '../../../shared/texts/de';
import { cellLevel, cellText, isWarningRow, type CashpointColumnId } from './rules';

type Row = CashpointReportRow;
const t = texts.reports;
const headers = t.cashpoint.columns;

/** Spec 9: 120 px for the fixed register columns; the others are wider for dates and versions. */
const fixedWidth = 120;
const widths: Partial<Record<CashpointColumnId, number>> = {
  lastHeartbeat: 170,
  tseServerVersion: 170,
  ntpSyncActive: 230,
};

const digits = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : value);

function column(id: CashpointColumnId, fixed = false): ReportColumn<Row> {
  return {
    id,
    header: headers[id],
    fixed,
    defaultWidth: fixed ? fixedWidth : (widths[id] ?? 160),
    text: (row) => cellText(id, row),
    level: (row) => cellLevel(id, row),
    sortValue:
      id === 'storeId' || id === 'posId'
        ? (row) => digits(row[id])
        : id === 'lastHeartbeat'
          ? (row) => (row.lastHeartbeat ? Date.parse(row.lastHeartbeat) : null)
          : (row) => cellText(id, row),
  };
}

export const cashpointColumns: readonly ReportColumn<Row>[] = [
  column('storeId', true),
  column('posId', true),
  column('posType', true),
  column('lastHeartbeat'),
  column('cashpointVersion'),
  column('currentVersion'),
  column('tseServerVersion'),
  column('osName'),
  column('cashpointRunning'),
  column('ntpSyncActive'),
];

const yesNoOptions = [
  { value: 'true', label: t.yes },
  { value: 'false', label: t.no },
];

/** Spec 2.9: text filters, the OS select (exact match) and the active select. */
export const cashpointFilters: readonly ReportFilter<Row>[] = [
  textFilter<Row>('storeId', headers.storeId, (r) => r.storeId),
  textFilter<Row>('posId', headers.posId, (r) => r.posId),
  textFilter<Row>('posType', headers.posType, (r) => r.posType),
  textFilter<Row>('currentVersion', headers.currentVersion, (r) => r.currentVersion),
  textFilter<Row>('cashpointVersion', headers.cashpointVersion, (r) => r.cashpointVersion),
  textFilter<Row>('tseServerVersion', headers.tseServerVersion, (r) => r.tseServerVersion),
  {
    id: 'osName',
    label: headers.osName,
    columnId: 'osName',
    kind: 'select',
    options: t.cashpoint.osOptions.map((os) => ({ value: os, label: os })),
    matches: (row, value) => row.osName === value,
  },
  {
    id: 'cashpointRunning',
    label: headers.cashpointRunning,
    columnId: 'cashpointRunning',
    kind: 'select',
    options: yesNoOptions,
    matches: (row, value) => row.cashpointRunning === (value === 'true'),
  },
];

export const cashpointReport: ReportDefinition<Row> = {
  tablename: 'cashpointreport',
  title: texts.pages.cashpointReport,
  hideTitle: true,
  columns: cashpointColumns,
  filters: cashpointFilters,
  defaultSort: 'storeId',
  rowId: (row) => row.uid,
  isWarning: isWarningRow,
  csvFile: t.cashpoint.csvFile,
};
