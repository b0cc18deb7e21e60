import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../testing/msw';
import { serveReport } from '../../testing/reportServer';
import { storeCatalogue } from '../../../shared/reports/storeColumns';
import { storeChecks } from '../../../shared/reports/checks';
import { stamp, storeRow as row } from '../../../shared/reports/storeRowsKit';

// The store report page tests' rows, server and screen helpers, shared by the test files by topic.

export const server = setupMswServer();

export const shown = (hour: number) => `22.11.2026 ${String(hour).padStart(2, '0')}:15`;

/** Every store check a context can show: the catalogue's. */
export const allChecks = storeChecks.map((check) => check.id);
/** Only the backup, update and POSCONNECT update checks: the table shows Marktnr. and those three. */
export const systemChecks = ['sigmabackup', 'update', 'lastPosConnectUpdate'];

export const healthy = row('s1', '1001 Kiel, Hafen');
/** Backup and update running; the debug log has a few problems (a warning). */
export const running = row('s2', '1002 Lübeck', {
  sigmabackupaktiv: true,
  lastsigmabackup: stamp('1', 11),
  lastsigmabackuperfolg: '1',
  updateaktiv: true,
  lastupdate: stamp('1', 12),
  lastupdateerfolg: '1',
  diwadebu_log: '3',
  kabsvortag: 0,
});
/** Last backup and update failed, the POSCONNECT update too, a service stopped. */
export const failed = row('s3', '1003 Flensburg', {
  lastsigmabackup: stamp('1', 2),
  lastsigmabackuperfolg: '1',
  lastupdate: stamp('1', 1),
  lastupdateerfolg: '1',
  lastPosConnectUpdate: stamp('1', 13),
  lastPosConnectUpdateErfolg: false,
  posConnectBuildTag: null,
  dzuska28: 'STOPPED',
  storeVersion: '9.0.0',
});
/** Its last backup ended with a code that is neither success ('4') nor failure ('1'). */
export const otherCode = row('s4', '1004 Husum', { lastsigmabackuperfolg: '2' });
export const rows = [failed, otherCode, healthy, running];

const storeReportApi = {
  path: '/api/frontend/reports/storeagent-report',
  catalogue: storeCatalogue,
  rowsKey: 'storeAgents',
  visibleKey: 'visibleStoreCheckIds',
};

/** Serves the rows through the report rules; returns the query of every call. */
export function serve(visible = allChecks, storeAgents = rows) {
  return serveReport(server, storeReportApi, storeAgents, visible);
}

export const route = '/frontend/storeagent-report?contextId=NORDMARKT';
export const table = () => screen.getByRole('table');
export const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]!).getAllByRole('row');
/** The store names of the rows on screen, top to bottom. */
export const storeNames = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.getAttribute('title'));
export const rowOf = (storeName: string) =>
  bodyRows().find((r) => within(r).getAllByRole('cell')[0]!.title === storeName)!;
export const cellTexts = (storeName: string) =>
  within(rowOf(storeName))
    .getAllByRole('cell')
    .map((c) => c.getAttribute('title') ?? '');
export const cellLevels = (storeName: string) =>
  within(rowOf(storeName))
    .getAllByRole('cell')
    .map((c) => c.dataset.level);
/** The header row texts, top to bottom (sort marks left out). */
export const headerTexts = () =>
  within(within(table()).getAllByRole('rowgroup')[0]!)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼]/g, '')),
    );
export const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
export const openColumnMenu = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^Spalten \(/ }));
export const columnBox = (name: string) => screen.getByLabelText(name, { selector: 'input[type=checkbox]' });

beforeEach(() => localStorage.clear());
