import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { stamp, storeRow as row } from './fixtures';
import { StoreReportPage } from './StoreReportPage';

const server = setupMswServer();

const shown = (hour: number) => `22.11.2026 ${String(hour).padStart(2, '0')}:15`;

/** Every store check a context can show (the server's catalogue, src/server/admin/checks.ts). */
const allChecks = [
  'lastHeartbeat',
  'currentVersionTag',
  'storeVersion',
  'license',
  'licenseProcedure',
  'identNumber',
  'serialNumber',
  'tbeg',
  'tabsletzte',
  'tabsaktiv',
  'tabsok',
  'kabsvortag',
  'kabslaufendertag',
  'wwsBelegverarbeitungAktiv',
  'dzuskarun',
  'bonaufloesungWAModulAktiv',
  'datenverarbeitungHQAktiv',
  'tseServerVersion',
  'tseServerRunning',
  'sigmabackup',
  'update',
  'diwastop_err',
  'diwadebu_log',
  'lastPosConnectUpdate',
  'dutiserv',
  'dutiservStartart',
  'dzuska28',
  'dzuska51',
  'diwaapps',
  'dzuswdfk',
  'dzuswa11',
  'dzuswa18',
  'diwamesw',
  'posConnectAppAdmin',
  'posConnectMasterData',
  'posConnectReceiptService',
  'tseServer',
  'postgresql',
  'pgsqlVersion',
];
/** Only the backup, update and POSCONNECT update checks: the table shows Marktnr. and those three. */
const systemChecks = ['sigmabackup', 'update', 'lastPosConnectUpdate'];

const healthy = row('s1', '1001 Kiel, Hafen');
/** Backup and update running; the debug log has a few problems (a warning). */
const running = row('s2', '1002 Lübeck', {
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
const failed = row('s3', '1003 Flensburg', {
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
const otherCode = row('s4', '1004 Husum', { lastsigmabackuperfolg: '2' });
const rows = [failed, otherCode, healthy, running];

function serve(visible = allChecks, storeAgents = rows) {
  const seen: string[] = [];
  server.use(
    http.get('/api/frontend/reports/storeagent-report', ({ request }) => {
      seen.push(new URL(request.url).searchParams.get('contextId')!);
      return HttpResponse.json({ storeAgents, visibleStoreCheckIds: visible });
    }),
  );
  return seen;
}

const route = '/frontend/storeagent-report?contextId=NORDMARKT';
const table = () => screen.getByRole('table');
const bodyRows = () => within(within(table()).getAllByRole('rowgroup')[1]!).getAllByRole('row');
/** The store names of the rows on screen, top to bottom. */
const storeNames = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.getAttribute('title'));
const rowOf = (storeName: string) => bodyRows().find((r) => within(r).getAllByRole('cell')[0]!.title === storeName)!;
const cellTexts = (storeName: string) =>
  within(rowOf(storeName))
    .getAllByRole('cell')
    .map((c) => c.getAttribute('title') ?? '');
const cellLevels = (storeName: string) =>
  within(rowOf(storeName))
    .getAllByRole('cell')
    .map((c) => c.dataset.level);
/** The header row texts, top to bottom (sort marks left out). */
const headerTexts = () =>
  within(within(table()).getAllByRole('rowgroup')[0]!)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼]/g, '')),
    );
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const openColumnMenu = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^Spalten \(/ }));
const columnBox = (name: string) => screen.getByLabelText(name, { selector: 'input[type=checkbox]' });

beforeEach(() => localStorage.clear());

describe('store report page', () => {
  it('loads the context’s rows sorted by Marktnr. under grouped headers', async () => {
    const seen = serve();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(seen).toEqual(['NORDMARKT']);
    expect(screen.getByRole('heading', { level: 1, name: 'STORE-Auswertungen' })).toBeInTheDocument();
    expect(storeNames()).toEqual(['1001 Kiel, Hafen', '1002 Lübeck', '1003 Flensburg', '1004 Husum']);

    const [groups, subgroups, columns] = headerTexts();
    expect(groups).toEqual([
      'Marktnr.',
      'Heartbeat',
      'Installiertes Update',
      'WWS-Checks',
      'System-Checks',
      'Dienste-Checks',
    ]);
    // POSCONNECT receipt processing and TILLSERVER are disabled: listed in the column menu, never in the table.
    expect(subgroups).toEqual([
      'STORE',
      'TSE-SERVER',
      'Datensicherung',
      'STORE-Update',
      'Start von STORE nicht möglich',
      'Probleme in DIWADEBU.LOG',
      'POSCONNECT-Update',
      'STORE-Dienste',
      'POSCONNECT App-Dienste',
      'Verschiedenes',
    ]);
    expect(columns).toEqual([
      'Version',
      'Lizenz',
      'Lizenzverfahren',
      'Identnummer',
      'Seriennummer',
      'Letzter Tagesbeginn',
      'Letzter Tagesabschluss',
      'Tagesabschluss aktiv',
      'Tagesabschluss erfolgt',
      'Kassiererabschluss Vortag',
      'Kassiererabschluss lfd. Tag',
      'WWS-Belegverarbeitung aktiv',
      'Letzte WWS-Belegverarbeitung',
      'Bonauflösung WA-Modul aktiv',
      'Datenverarbeitung Zentrale aktiv',
      'Version',
      'Läuft',
      'dutiserv',
      'dutiserv Startart',
      'dzuska28',
      'dzuska51',
      'diwaapps',
      'dzuswdfk',
      'dzuswa11',
      'dzuswa18',
      'diwamesw',
      'Admin',
      'Stammdaten',
      'Belegdienst',
      'TSE-Server',
      'PostgreSQL-Dienst',
      'PostgreSQL-Version',
    ]);
    // The group cells span their columns.
    const span = (label: string) => screen.getByRole('columnheader', { name: label }).getAttribute('colspan');
    expect(span('WWS-Checks')).toBe('17');
    expect(span('STORE')).toBe('15');
    expect(span('TSE-SERVER')).toBe('2');
    expect(span('System-Checks')).toBe('5');
    expect(span('Dienste-Checks')).toBe('15');

    // A healthy row: dates from seconds, flags as Ja/Nein, a cashier close of 1 or more is Ja.
    expect(cellTexts('1001 Kiel, Hafen').slice(0, 16)).toEqual([
      '1001 Kiel, Hafen',
      '22.11.2026 10:30',
      '8.5.0',
      '8.5.1',
      'LIZ-1',
      'Online',
      'ID-s1',
      'SN-s1',
      shown(6),
      shown(7),
      'Ja',
      `Ja (${shown(7)})`,
      'Ja',
      'Ja',
      'Ja',
      shown(9),
    ]);
    expect(cellTexts('1002 Lübeck')[12]).toBe('Nein');
  });

  it('explains a column and a group on hover', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.hover(screen.getByRole('button', { name: 'Datensicherung' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Laufende oder letzte Datensicherung mit Ergebnis');
    await user.unhover(screen.getByRole('button', { name: 'Datensicherung' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(screen.getByText('WWS-Checks'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Prüfungen der Warenwirtschaft (WWS) auf dem STORE-Server',
    );
  });

  it('shows backup, update and POSCONNECT update as a result with its time, coloured by spec 4', async () => {
    serve(systemChecks);
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(headerTexts()).toEqual([
      ['Marktnr.', 'System-Checks'],
      ['Datensicherung', 'STORE-Update', 'POSCONNECT-Update'],
    ]);
    expect(cellTexts('1001 Kiel, Hafen')).toEqual([
      '1001 Kiel, Hafen',
      `Erfolgreich (${shown(3)})`,
      `Erfolgreich (${shown(4)})`,
      `Erfolgreich (${shown(5)}) pc-2025.4.1`,
    ]);
    expect(cellLevels('1001 Kiel, Hafen')).toEqual(['neutral', 'neutral', 'neutral', 'neutral']);
    // Running wins over the last result, and is a warning.
    expect(cellTexts('1002 Lübeck')).toEqual([
      '1002 Lübeck',
      `Aktiv (${shown(11)})`,
      `Aktiv (${shown(12)})`,
      `Erfolgreich (${shown(5)}) pc-2025.4.1`,
    ]);
    expect(cellLevels('1002 Lübeck')).toEqual(['neutral', 'warning', 'warning', 'neutral']);
    expect(cellTexts('1003 Flensburg')).toEqual([
      '1003 Flensburg',
      `Nicht erfolgreich (${shown(2)})`,
      `Nicht erfolgreich (${shown(1)})`,
      `Nicht erfolgreich (${shown(13)})`,
    ]);
    expect(cellLevels('1003 Flensburg')).toEqual(['neutral', 'error', 'error', 'error']);
    // Screen readers hear the problem, not only see the colour.
    expect(within(rowOf('1003 Flensburg')).getAllByRole('cell')[1]).toHaveTextContent('(Fehler)');
    // Any code but '4' is no success.
    expect(cellTexts('1004 Husum')[1]).toBe(`Nicht erfolgreich (${shown(3)})`);
  });

  it('colours services, start type, DIWADEBU.LOG and offline stores by spec 4', async () => {
    serve(
      ['dutiserv', 'dutiservStartart', 'dzuska28', 'dzuska51', 'diwadebu_log'],
      [
        row('a', 'A'),
        row('b', 'B', { dutiserv: 'STOPPED', dutiservStartart: 'MANUAL', dzuska28: 'STARTING', dzuska51: null }),
        row('c', 'C', { diwadebu_log: '3' }),
        row('d', 'D', { diwadebu_log: '6' }),
        row('e', 'E', { diwadebu_log: 'Error in line 4' }),
        row('f', 'F', { offline: true }),
      ],
    );
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    // Marktnr., Probleme in DIWADEBU.LOG, dutiserv, dutiserv Startart, dzuska28, dzuska51
    expect(cellLevels('A')).toEqual(['neutral', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(cellLevels('B')).toEqual(['neutral', 'ok', 'error', 'error', 'warning', 'error']);
    expect(cellLevels('C')[1]).toBe('warning');
    expect(cellLevels('D')[1]).toBe('error');
    expect(cellLevels('E')[1]).toBe('error');
    expect(cellLevels('F').every((level) => level === 'error')).toBe(true);
  });

  it('lists the POSCONNECT receipt-processing and TILLSERVER columns in the menu, not selectable', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    // 2 ungrouped, 17 WWS, 5 system and 15 service columns can be chosen; the four disabled ones do not count.
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (39 von 39)');
    await openColumnMenu(user);
    expect(screen.getByText('WWS-Checks › POSCONNECT')).toBeInTheDocument();
    expect(screen.getByText('WWS-Checks › TILLSERVER')).toBeInTheDocument();
    for (const name of [
      'POSCONNECT POS-Belegverarbeitung aktiv',
      'POSCONNECT Letzte POS-Belegverarbeitung',
      'TILLSERVER Version',
      'TILLSERVER Aktiv',
    ]) {
      expect(columnBox(name)).toBeDisabled();
      expect(columnBox(name)).not.toBeChecked();
    }
    expect(columnBox('TSE-SERVER Version')).toBeEnabled();
    expect(columnBox('TSE-SERVER Version')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (0 von 39)');
    expect(headerTexts()).toEqual([['Marktnr.']]);
    // 'Alle selektieren' leaves them out too.
    await user.click(screen.getByRole('button', { name: 'Alle selektieren' }));
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (39 von 39)');
    expect(columnBox('TILLSERVER Aktiv')).not.toBeChecked();
    expect(headerTexts().flat()).not.toContain('TILLSERVER');
    expect(headerTexts().flat()).not.toContain('POSCONNECT');
  });

  it("filters on 'Letzte Datensicherung erfolgreich': Ja is code '4', Nein code '1', and writes it to the URL", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const select = screen.getByLabelText('Letzte Datensicherung erfolgreich');
    await user.selectOptions(select, 'Ja');
    await waitFor(() => expect(storeNames()).toEqual(['1001 Kiel, Hafen']));
    expect(search(router).get('lastsigmabackuperfolg')).toBe('4');
    expect(screen.getByText('1 von 4 Zeilen')).toBeInTheDocument();
    await user.selectOptions(select, 'Nein');
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck', '1003 Flensburg']));
    expect(search(router).get('lastsigmabackuperfolg')).toBe('1');
    await user.selectOptions(select, 'Alle');
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(search(router).has('lastsigmabackuperfolg')).toBe(false);
  });

  it('reads the filters from the URL, and resets them with the warnings switch', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, `${route}&lastupdateerfolg=1&kabsvortag=true&warningsOnly=true`);
    await waitFor(() => expect(storeNames()).toEqual(['1003 Flensburg']));
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toHaveValue('1');
    expect(screen.getByLabelText('Kassiererabschluss Vortag')).toHaveValue('true');
    expect(screen.getByLabelText('Nur mit Warnungen')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toHaveValue('');
    expect(screen.getByLabelText('Kassiererabschluss Vortag')).toHaveValue('');
    expect(screen.getByLabelText('Nur mit Warnungen')).not.toBeChecked();
    const params = search(router);
    expect(params.has('lastupdateerfolg') || params.has('kabsvortag') || params.has('warningsOnly')).toBe(false);
    expect(params.get('contextId')).toBe('NORDMARKT');
  });

  it('filters text case-insensitively after typing and writes it to the URL', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.type(screen.getByLabelText('Marktnr.'), 'LÜBECK');
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck']));
    expect(search(router).get('storeName')).toBe('LÜBECK');
    await user.clear(screen.getByLabelText('Marktnr.'));
    await user.type(screen.getByLabelText('STORE-Version'), '9.0');
    await waitFor(() => expect(storeNames()).toEqual(['1003 Flensburg']));
    expect(search(router).get('storeVersion')).toBe('9.0');
    expect(search(router).has('storeName')).toBe(false);
  });

  it('shows a filter input only while its column is selected', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, `${route}&pgsqlVersion=15`);
    await waitFor(() => expect(screen.getByText('Keine Zeilen passen zu den Filtern.')).toBeInTheDocument());
    expect(screen.getByLabelText('PostgreSQL-Version')).toHaveValue('15');
    expect(screen.getByLabelText('Datensicherung aktiv')).toBeInTheDocument();
    expect(screen.getByLabelText('Letzte Datensicherung erfolgreich')).toBeInTheDocument();

    await openColumnMenu(user);
    await user.click(columnBox('Verschiedenes PostgreSQL-Version'));
    await user.click(columnBox('System-Checks Datensicherung'));
    expect(screen.queryByLabelText('PostgreSQL-Version', { selector: 'input[type=search]' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Datensicherung aktiv')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Letzte Datensicherung erfolgreich')).not.toBeInTheDocument();
    // A filter nobody can see does not hide rows.
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toBeInTheDocument();

    await user.click(columnBox('Verschiedenes PostgreSQL-Version'));
    expect(screen.getByLabelText('PostgreSQL-Version', { selector: 'input[type=search]' })).toHaveValue('15');
    await waitFor(() => expect(screen.getByText('Keine Zeilen passen zu den Filtern.')).toBeInTheDocument());
  });

  it('hides rows without warnings, judged by the selected columns, and keeps offline rows', async () => {
    serve(allChecks, [...rows, row('s5', '1005 Offline', { offline: true })]);
    const user = userEvent.setup();
    const { router } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByLabelText('Nur mit Warnungen'));
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck', '1003 Flensburg', '1004 Husum', '1005 Offline']));
    expect(search(router).get('warningsOnly')).toBe('true');
    expect(screen.getByText('4 von 5 Zeilen')).toBeInTheDocument();

    // Without the backup column Husum's odd backup code no longer counts; Lübeck's running update still does.
    await openColumnMenu(user);
    await user.click(columnBox('System-Checks Datensicherung'));
    await waitFor(() => expect(storeNames()).toEqual(['1002 Lübeck', '1003 Flensburg', '1005 Offline']));
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    await waitFor(() => expect(storeNames()).toEqual(['1005 Offline']));

    await user.click(screen.getByLabelText('Nur mit Warnungen'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(search(router).has('warningsOnly')).toBe(false);
  });

  it("cuts the columns, the column menu and a stored choice to the context's visibleStoreCheckIds", async () => {
    localStorage.setItem(
      'reports.storereport.columns',
      JSON.stringify(['storeVersion', 'pgsqlVersion', 'update', 'sigmabackup']),
    );
    const visible: Record<string, string[]> = {
      NORDMARKT: ['lastHeartbeat', 'pgsqlVersion', 'update', 'storeVersion'],
      SUEDKAUF: allChecks,
    };
    server.use(
      http.get('/api/frontend/reports/storeagent-report', ({ request }) => {
        const contextId = new URL(request.url).searchParams.get('contextId')!;
        return HttpResponse.json({ storeAgents: rows, visibleStoreCheckIds: visible[contextId] });
      }),
    );
    const user = userEvent.setup();
    renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    // The stored choice holds no heartbeat; the context shows no backup, although it is stored.
    expect(headerTexts()).toEqual([
      ['Marktnr.', 'WWS-Checks', 'System-Checks', 'Dienste-Checks'],
      ['STORE', 'STORE-Update', 'Verschiedenes'],
      ['Version', 'PostgreSQL-Version'],
    ]);
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (3 von 4)');
    expect(screen.getByLabelText('Letztes Update erfolgreich')).toBeInTheDocument();
    expect(screen.queryByLabelText('Letzte Datensicherung erfolgreich')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tagesabschluss aktiv')).not.toBeInTheDocument();
    await openColumnMenu(user);
    expect(columnBox('Heartbeat')).not.toBeChecked();
    expect(screen.queryByLabelText('System-Checks Datensicherung')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('STORE Lizenz')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle selektieren' }));
    expect(headerTexts()[0]).toEqual(['Marktnr.', 'Heartbeat', 'WWS-Checks', 'System-Checks', 'Dienste-Checks']);
    expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (4 von 4)');

    // A context that shows every column finds the same choice, not more.
    await user.selectOptions(screen.getByLabelText('Kontext'), 'SUEDKAUF');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Spalten \(/ })).toHaveTextContent('Spalten (4 von 39)'),
    );
    expect(headerTexts()[2]).toEqual(['Version', 'PostgreSQL-Version']);
  });

  it('saves the chosen columns as a store-report column filter and says so', async () => {
    serve();
    const saved: unknown[] = [];
    server.use(
      http.post('/api/frontend/users/saveColumnFilters', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const cashpointFilter = { tablename: 'cashpointreport' as const, name: 'OS', columns: ['osName'] };
    const { store } = renderAt(<StoreReportPage />, route, { ...sessionFixture, columnFilters: [cashpointFilter] });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    // The register report's filters are not offered here.
    expect(screen.queryByRole('option', { name: 'OS' })).not.toBeInTheDocument();
    await openColumnMenu(user);
    await user.click(screen.getByRole('button', { name: 'Alle deselektieren' }));
    await user.click(columnBox('System-Checks Datensicherung'));
    await user.click(columnBox('Verschiedenes PostgreSQL-Version'));
    await user.click(screen.getByRole('button', { name: 'Spalten-Filter speichern' }));
    await user.type(screen.getByLabelText('Name'), 'Backup');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'success', message: 'Filter wurde erfolgreich gespeichert' }),
      ),
    );
    expect(saved).toEqual([
      {
        columnFilters: [
          cashpointFilter,
          { tablename: 'storereport', name: 'Backup', columns: ['sigmabackup', 'pgsqlVersion'] },
        ],
      },
    ]);
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('Backup');
  });

  it('deletes a saved column filter after asking, and warns when that fails', async () => {
    serve();
    const replies = [400, 200];
    const saved: unknown[] = [];
    server.use(
      http.post('/api/frontend/users/saveColumnFilters', async ({ request }) => {
        saved.push(await request.json());
        const status = replies.shift()!;
        return HttpResponse.json(status === 200 ? { ok: true } : {}, { status });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<StoreReportPage />, route, {
      ...sessionFixture,
      columnFilters: [{ tablename: 'storereport', name: 'Dienste', columns: ['dutiserv', 'dzuska28'] }],
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Spalten-Filter'), 'Dienste');
    expect(headerTexts()).toEqual([['Marktnr.', 'Dienste-Checks'], ['STORE-Dienste'], ['dutiserv', 'dzuska28']]);

    await user.click(screen.getByRole('button', { name: 'Spalten-Filter löschen' }));
    expect(screen.getByText('Wollen Sie den Spalten-Filter Dienste wirklich löschen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'warning', message: 'Filter konnte nicht gelöscht werden' }),
      ),
    );
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('Dienste');

    await user.click(screen.getByRole('button', { name: 'Spalten-Filter löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'success', message: 'Filter wurde erfolgreich gelöscht' }),
      ),
    );
    expect(saved).toEqual([{ columnFilters: [] }, { columnFilters: [] }]);
    expect(screen.queryByRole('option', { name: 'Dienste' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Spalten-Filter')).toHaveValue('');
  });

  it('warns when a column width cannot be saved', async () => {
    serve();
    server.use(http.post('/api/frontend/users/saveColumnWidths', () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup();
    const { store } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const handle = screen.getByRole('separator', { name: 'Breite der Spalte Marktnr.' });
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '210');
    await waitFor(() =>
      expect(store.getState().toasts).toContainEqual(
        expect.objectContaining({ variant: 'warning', message: 'Spaltenbreite konnte nicht gespeichert werden' }),
      ),
    );
  });

  it('keeps both widths when a second column is resized before the first save returns', async () => {
    serve();
    const bodies: unknown[] = [];
    let release = () => undefined as void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/frontend/users/saveColumnWidths', async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) await firstHeld;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<StoreReportPage />, route);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    screen.getByRole('separator', { name: 'Breite der Spalte Marktnr.' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    screen.getByRole('separator', { name: 'Breite der Spalte Heartbeat' }).focus();
    await user.keyboard('{ArrowRight}');
    // The second width is set (its 400 ms wait is over) while the first save still hangs.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    release();
    await waitFor(() => expect(bodies).toHaveLength(2));
    const widths = (body: unknown) =>
      (body as { columnWidths: { tablename: string; widths: Record<string, number> }[] }).columnWidths.find(
        (w) => w.tablename === 'storereport',
      )?.widths;
    expect(widths(bodies[1])).toEqual({ storeName: 210, lastHeartbeat: 185 });
    await waitFor(() =>
      expect(store.getState().session.data?.columnWidths.find((w) => w.tablename === 'storereport')?.widths).toEqual({
        storeName: 210,
        lastHeartbeat: 185,
      }),
    );
  });
});
