import { cashpointCatalogue } from './cashpointColumns';
import { unknownAgentValues } from './cashpointRowsKit';
import { reportPage, selectReportRows, shownColumns, type ReportQuery } from './reportQuery';
import type { CashpointReportRow } from './rows';
import { storeCatalogue } from './storeColumns';

const register = (storeId: string, posId: string, extra: Partial<CashpointReportRow> = {}): CashpointReportRow => ({
  ...unknownAgentValues,
  uid: `${storeId}-${posId}`,
  storeId,
  posId,
  posType: 'KASSE',
  lastHeartbeat: '2026-11-22T10:30:00.000Z',
  cashpointVersion: '5.12.0',
  currentVersion: '5.12.0',
  tseServerVersion: '2.4.0',
  osName: 'Linux',
  cashpointRunning: true,
  ntpSyncActive: true,
  ntpLastSuccessfulSyncTime: 1_795_000_000,
  offline: false,
  ...extra,
});

const rows = [
  register('10', '1'),
  register('2', '1', { osName: 'Windows', cashpointVersion: '5.9.0' }),
  register('2', '2', { tseServerVersion: null }),
  register('7', '1', { offline: true, osName: 'Windows' }),
  register('1', '3', { cashpointVersion: null, posType: 'SB-KASSE' }),
];
const allVisible = cashpointCatalogue.checks.map((c) => c.id);
const ids = (list: readonly CashpointReportRow[]) => list.map((r) => r.uid);
const select = (query: Partial<ReportQuery>, visible = allVisible) =>
  selectReportRows(cashpointCatalogue, rows, { filterValues: {}, ...query }, visible);

describe('report query', () => {
  it('shows the fixed columns and the selected ones the context shows; others select nothing', () => {
    const shown = (visible: string[], selected?: string[]) =>
      shownColumns(cashpointCatalogue, visible, selected).map((c) => c.id);
    expect(shown(['osName', 'lastHeartbeat'])).toEqual(['storeId', 'posId', 'posType', 'lastHeartbeat', 'osName']);
    expect(shown(['osName', 'lastHeartbeat'], ['osName', 'cashpointVersion', 'nichtda', 'storeId'])).toEqual([
      'storeId',
      'posId',
      'posType',
      'osName',
    ]);
    expect(shown(allVisible, [])).toEqual(['storeId', 'posId', 'posType']);
    // A column listed but not selectable (nothing reports it yet) is never shown.
    const disabled = storeCatalogue.columns.find((c) => c.disabled)!;
    expect(shownColumns(storeCatalogue, [disabled.id], [disabled.id]).map((c) => c.id)).toEqual(['storeName']);
  });

  it('sorts by the default column until another one on screen is asked for', () => {
    expect(ids(select({}).rows)).toEqual(['1-3', '2-1', '2-2', '7-1', '10-1']);
    expect(ids(select({ sortBy: 'cashpointVersion', sortDirection: 'desc' }).rows)).toEqual([
      '10-1',
      '2-2',
      '7-1',
      '2-1',
      '1-3',
    ]);
    // cashpointVersion is not on screen: the default sort applies, in the asked direction.
    expect(ids(select({ sortBy: 'cashpointVersion', sortDirection: 'desc', columns: ['osName'] }).rows)).toEqual([
      '10-1',
      '7-1',
      '2-1',
      '2-2',
      '1-3',
    ]);
  });

  it('applies a filter only while its column is on screen', () => {
    expect(ids(select({ filterValues: { osName: 'Windows' } }).rows)).toEqual(['2-1', '7-1']);
    expect(ids(select({ filterValues: { osName: 'Windows' }, columns: ['cashpointVersion'] }).rows)).toHaveLength(5);
    expect(ids(select({ filterValues: { posType: 'sb', cashpointVersion: '' } }).rows)).toEqual(['1-3']);
  });

  it('counts warning rows from the columns on screen and shows only them when asked', () => {
    // Offline 7-1 always warns; the missing TSE version (2-2) and version (1-3) only on screen.
    expect(select({}).warningCount).toBe(3);
    expect(ids(select({ warningsOnly: true }).rows)).toEqual(['1-3', '2-2', '7-1']);
    const narrow = select({ warningsOnly: true, columns: ['tseServerVersion'] });
    expect([ids(narrow.rows), narrow.warningCount]).toEqual([['2-2', '7-1'], 2]);
    const filtered = select({ filterValues: { osName: 'Linux' } });
    expect([filtered.rows.length, filtered.warningCount]).toEqual([3, 2]);
  });

  it('answers the whole list without page and size, else one page (25 rows unless sized)', () => {
    const page = (query: Partial<ReportQuery>) => {
      const reply = reportPage(cashpointCatalogue, rows, { filterValues: {}, ...query }, allVisible);
      return { ...reply, rows: ids(reply.rows) };
    };
    expect(page({})).toEqual({ rows: ['1-3', '2-1', '2-2', '7-1', '10-1'], total: 5, warningCount: 3, page: 1 });
    expect(page({ size: 2 })).toEqual({ rows: ['1-3', '2-1'], total: 5, warningCount: 3, page: 1 });
    expect(page({ size: 2, page: 3 })).toEqual({ rows: ['10-1'], total: 5, warningCount: 3, page: 3 });
    expect(page({ size: 2, page: 9 }).page).toBe(3);
    expect(page({ page: 1 }).rows).toHaveLength(5);
    const many = Array.from({ length: 30 }, (_, i) => register(String(i + 1), '1'));
    const first = reportPage(cashpointCatalogue, many, { filterValues: {}, page: 2 }, allVisible);
    expect([first.rows.length, first.page, first.total]).toEqual([5, 2, 30]);
  });
});
