import { screen, within } from '@testing-library/react';
import type { CashpointReportRow } from '../../api/reports';
import { setupMswServer } from '../../testing/msw';
import { serveReport } from '../../testing/reportServer';
import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { unknownAgentValues } from '../../../shared/reports/cashpointRowsKit';

// The register report page tests' rows, server and screen helpers, shared by the test files by topic.

export const server = setupMswServer();

export const row = (storeId: string, posId: string, extra: Partial<CashpointReportRow> = {}): CashpointReportRow => ({
  ...unknownAgentValues,
  uid: `${storeId}-${posId}`,
  storeId,
  posId,
  posType: 'KASSE',
  lastHeartbeat: '2026-11-22T09:30:00.000Z',
  cashpointVersion: '5.14.0',
  currentVersion: '5.13.1',
  tseServerVersion: '2.4.0',
  osName: 'Linux',
  cashpointRunning: true,
  ntpSyncActive: true,
  ntpLastSuccessfulSyncTime: null,
  offline: false,
  ...extra,
});
export const rows = [
  row('1010', '1'),
  row('1002', '2', { osName: 'Windows', offline: true }),
  row('1002', '1', { tseServerVersion: null }),
];

export const reportPath = '/api/frontend/reports/cashpoint-report';
export const defaultVisible = ['storeId', 'posId', 'posType', 'cashpointVersion', 'tseServerVersion', 'osName'];

/** Serves the rows through the report rules; returns the query of every call. */
export function serve(visible = defaultVisible, cashpoints = rows) {
  return serveReport(
    server,
    { path: reportPath, catalogue: cashpointCatalogue, rowsKey: 'cashpoints', visibleKey: 'visibleCashpointCheckIds' },
    cashpoints,
    visible,
  );
}

export const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
export const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.getAttribute('title'));

beforeEach(() => localStorage.clear());
