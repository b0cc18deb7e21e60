import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StoreAgent, StoreAgentTreeItem } from '../../api/store-agents';
import type { Syncfile } from '../../api/cashpoints';
import { fakeLayout } from '../../testing/layout';
import { fakeCalendarReads } from '../../testing/calendarKit';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { StoreAgentsPage } from './StoreAgentsPage';
import { useFakeClock } from '../../testing/fakeClock';

const server = setupMswServer();
// The tree is virtualised: without a viewport jsdom would render none of its rows.
fakeLayout({ clientHeight: 600, clientWidth: 400 });

const item = (storeId: string, name: string, extra: Partial<StoreAgentTreeItem> = {}): StoreAgentTreeItem => ({
  storeId,
  name,
  uid: `a${storeId}`,
  storeUid: `s${storeId}`,
  offline: false,
  updated: true,
  currentVersionTag: '8.5.0',
  agentVersion: '2.9.1',
  lastHeartbeat: '2026-11-22T10:00:00.000Z',
  ...extra,
});
const agents = [
  item('1001', 'Kiel, Hafen'),
  item('1002', 'München, Markt', { offline: true, updated: false }),
  item('1010', 'Ulm'),
];

const ts = (value: string | null, timestamp: number | null = 1_795_300_000) => ({ value, timestamp });
const syncfile = (orderKey: number, status: number, installationStatus: number): Syncfile => ({
  uid: `u${orderKey}`,
  filename: `store-${orderKey}.zip`,
  tag: `8.${orderKey}`,
  comment: '',
  status,
  releaseDate: null,
  orderKey,
  archived: false,
  hasLog: installationStatus >= 2,
  downloaded: true,
  installationStatus,
  installingSince: null,
  logDate: null,
});

const detail = (storeId: string) => {
  const storeAgent: StoreAgent = {
    ...agents.find((a) => a.storeId === storeId)!,
    storeUid: `s${storeId}`,
    currentVersion: 'store-8.5.0.zip',
    agentInfo: {
      osInfo: { osName: 'Windows', hostname: `STORE-${storeId}` },
      storeInfo: { storeVersion: '8.4.2', identNumber: `ID-${storeId}`, license: 'LIZ-1' },
      fileValues: {
        tbeg: ts('1'),
        tabsok: ts('0'),
        sigmabackupaktiv: ts('1'),
        lastsigmabackuperfolg: ts('1'),
        diwadebu_log: ts('7'),
      },
      dbValues: { kabsvortag: 3, tabsaktiv: false },
      appValues: { tseserverversion: '2.4.0', tseserverrunning: false, pgsqlversion: '15.6' },
      serviceInfo: {
        dutiserv: { state: 'STOPPED', startType: 'AUTOMATIC' },
        postgresql: { state: 'RUNNING', startType: 'MANUAL' },
      },
      posConnectInfo: {
        mandant: 'M4',
        buildTag: 'pc-2025.4.1',
        services: [{ name: 'receipt', status: 'DOWN', version: '3.2.0' }],
      },
    },
  };
  return { storeAgent, currentVersionTag: '8.5.0', syncfiles: [syncfile(3, 4, 3), syncfile(2, 2, 2)] };
};

function useAgents() {
  const calls: unknown[] = [];
  server.use(
    http.get('/api/frontend/store-agents', () => HttpResponse.json({ storeAgents: agents })),
    http.get('/api/frontend/alerts/stores', () => HttpResponse.json({ storeUids: [] })),
    http.get('/api/frontend/maintenance', () => HttpResponse.json({ maintenance: [] })),
    http.get('/api/frontend/alerts', () => HttpResponse.json({ alerts: [], total: 0 })),
  );
  fakeCalendarReads(server);
  server.use(
    http.get('/api/frontend/store-agents/detail', ({ request }) =>
      HttpResponse.json(detail(new URL(request.url).searchParams.get('storeId')!)),
    ),
    http.get('/api/frontend/store-agents/log/:uid', () =>
      HttpResponse.json({ log: 'Installation 8.2 erfolgreich', logDate: '2026-11-20T10:00:00.000Z' }),
    ),
    http.post('/api/frontend/store-agents/delete', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

const renderPage = (route = '/frontend/store-agents?contextId=NORDMARKT', session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/store-agents', element: <StoreAgentsPage /> }], route, session);

describe('StoreAgentsPage', () => {
  it('lists the store servers and filters them by number or name after 500 ms', async () => {
    useAgents();
    const { user, pass } = useFakeClock();
    renderPage();
    const munich = await screen.findByRole('treeitem', { name: /1002 München/ });
    expect(within(munich).getByTitle('Offline')).toBeInTheDocument();
    expect(within(munich).getByText('Nicht aktualisiert')).toBeInTheDocument();
    expect(screen.getByText('3 STORE-Instanzen')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filter'), 'ulm');
    expect(screen.getAllByRole('treeitem')).toHaveLength(3);
    pass(500);
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(1));
    expect(screen.getByText('1 von 3 STORE-Instanzen')).toBeInTheDocument();
  });

  it('shows the panel of a selected store server with its checks coloured by their states', async () => {
    useAgents();
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('treeitem', { name: /1001 Kiel/ }));
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    expect(await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' })).toBeInTheDocument();
    for (const section of [
      'Filialinformationen',
      'WWS-Checks',
      'System-Checks',
      'Technische Dienste',
      'PosConnect',
      'Betriebssystem',
      'Versionshistorie',
    ]) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('ID-1001')).toBeInTheDocument();
    // Service states in German, the reported value in the tooltip.
    expect(screen.getByText('gestoppt')).toHaveClass('text-danger');
    expect(screen.getByText('gestoppt')).toHaveAttribute('title', 'gemeldet: STOPPED');
    expect(screen.getByText('läuft')).toHaveClass('text-success');
    expect(screen.getByText('fehlgeschlagen (1)')).toHaveClass('text-danger');
    expect(screen.getByText(/^7 \(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\)$/)).toHaveClass('text-danger');
    expect(screen.getByText(/^Ja \(/, { selector: '.text-warning-emphasis' })).toBeInTheDocument();
    expect(screen.getByText('ausgefallen')).toHaveClass('text-danger');
    expect(screen.getByText('ausgefallen')).toHaveAttribute('title', 'gemeldet: DOWN');
    expect(screen.queryByText(/^(STOPPED|RUNNING|MANUAL|AUTOMATIC|DOWN)$/)).toBeNull();
    // Installation status 3 has no label on this page; 2 has.
    const history = document.querySelector<HTMLElement>('table.version-history')!;
    expect(within(history).queryByText('Fehlgeschlagen')).toBeNull();
    expect(within(history).getByText('Installiert')).toBeInTheDocument();
  });

  it('shows a manual start type in German and neutral, and names why a required automatic start is red', async () => {
    useAgents();
    renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1001');
    // postgresql starts by hand: a choice, not a fault, so neither red nor yellow.
    const manual = await screen.findByText('manuell');
    expect(manual).toHaveAttribute('title', 'gemeldet: MANUAL');
    expect(manual.className).not.toMatch(/text-(danger|warning)/);
    // dutiserv must start automatically (the store report's rule): it does, so green.
    const automatic = screen.getByText('automatisch');
    expect(automatic).toHaveClass('text-success');
    expect(automatic).toHaveAttribute('title', 'gemeldet: AUTOMATIC');
  });

  it('calls the version the store server has installed "Installiertes Update" and says what it is', async () => {
    useAgents();
    renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1001');
    const fact = (await screen.findByText('Installiertes Update', { selector: 'dt' })).parentElement!;
    expect(within(fact).getByText('8.5.0')).toBeInTheDocument();
    expect(within(fact).getByText('Zuletzt installiertes STORE-Update')).toBeInTheDocument();
    expect(screen.queryByText('Aktuelle Version')).toBeNull();
  });

  it('opens the install log', async () => {
    useAgents();
    const user = userEvent.setup();
    renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1001');
    await user.click(await screen.findByRole('button', { name: 'Installations-Log' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Installation 8.2 erfolgreich')).toBeInTheDocument();
  });

  it('says "Filialname konnte nicht gespeichert werden" when saving the name fails', async () => {
    useAgents();
    server.use(
      http.post('/api/frontend/store-agents/update', () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    const user = userEvent.setup();
    const { store } = renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1001');
    await user.click(await screen.findByRole('button', { name: 'Filialnamen ändern' }));
    const input = screen.getByLabelText('Filialname');
    expect(input).toHaveValue('Kiel, Hafen');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('"Filialname" ist ein Pflichtfeld')).toBeInTheDocument();
    await user.type(input, 'Neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(store.getState().toasts.map((t) => t.message)).toContain('Filialname konnte nicht gespeichert werden'),
    );
  });

  it('deletes a store server after the confirmation', async () => {
    const calls = useAgents();
    const user = userEvent.setup();
    const { router, store } = renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1010');
    await user.click(await screen.findByRole('button', { name: 'STORE-Instanz löschen' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Wollen Sie die STORE-Instanz der Filiale 1010 wirklich löschen?',
    );
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(calls).toEqual([{ contextId: 'NORDMARKT', storeId: '1010' }]));
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(store.getState().toasts.map((t) => t.message)).toContain('STORE-Instanz erfolgreich gelöscht');
  });

  it('offers no rename or delete without CASHPOINTS_CHANGE', async () => {
    useAgents();
    renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1001', { ...sessionFixture, rights: [] });
    await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' });
    expect(screen.queryByRole('button', { name: 'Filialnamen ändern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'STORE-Instanz löschen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Installations-Log' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Protokoll dieser Filiale' })).toBeNull();
  });

  it("links the store server's details to its store's entries in the audit log", async () => {
    useAgents();
    renderPage('/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1001');
    await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' });
    expect(screen.getByRole('link', { name: 'Protokoll dieser Filiale' })).toHaveAttribute(
      'href',
      '/frontend/audit-log?contextId=NORDMARKT&object=s1001',
    );
  });
});
