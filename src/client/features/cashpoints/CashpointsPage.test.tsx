import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Cashpoint, StoreNode, Syncfile } from '../../api';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { CashpointsPage } from './CashpointsPage';

const server = setupMswServer();

// jsdom lays nothing out; the virtualised tree needs a viewport to render its rows.
beforeAll(() => {
  for (const [name, value] of [
    ['clientHeight', 600],
    ['clientWidth', 400],
    ['offsetHeight', 34],
    ['offsetWidth', 400],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
});

const cp = (storeId: string, posId: string, extra: object = {}) => ({
  uid: `c${storeId}-${posId}`,
  posId,
  storeId,
  offline: false,
  currentVersionTag: '5.13.1',
  updated: true,
  ...extra,
});

const stores: StoreNode[] = [
  {
    id: '1001',
    name: 'Kiel, Hafen',
    uid: 's1001',
    cashpoints: [cp('1001', '1'), cp('1001', '2', { offline: true, updated: false, currentVersionTag: '5.12.3' })],
    numberOfOfflineChildren: 1,
    allVersionTags: ['5.12.3', '5.13.1'],
    allUpdated: false,
  },
  {
    id: '1002',
    name: 'München, Markt',
    uid: 's1002',
    cashpoints: [cp('1002', '1', { offline: true })],
    numberOfOfflineChildren: 1,
    allVersionTags: ['5.13.1'],
    allUpdated: true,
  },
  {
    id: '1003',
    name: 'Ulm',
    uid: 's1003',
    cashpoints: [cp('1003', '5')],
    numberOfOfflineChildren: 0,
    allVersionTags: ['5.13.1'],
    allUpdated: true,
  },
];

const syncfile = (
  orderKey: number,
  status: number,
  installationStatus: number,
  extra: Partial<Syncfile> = {},
): Syncfile => ({
  uid: `u${orderKey}`,
  filename: `kasse-${orderKey}.zip`,
  tag: `5.${orderKey}`,
  comment: '',
  status,
  releaseDate: '2026-11-01T10:00:00.000Z',
  orderKey,
  archived: false,
  hasLog: installationStatus >= 2,
  downloaded: installationStatus > 0,
  installationStatus,
  installingSince: installationStatus === 1 ? '2026-11-20T08:30:00.000Z' : null,
  logDate: null,
  ...extra,
});

const detail = (uid: string) => {
  const cashpoint: Cashpoint = {
    uid,
    posId: '1',
    storeId: '1001',
    storeName: 'Kiel, Hafen',
    posType: 'HAUPTKASSE',
    offline: false,
    currentVersionTag: '5.13.1',
    currentVersion: 'kasse-5.13.1.zip',
    updated: true,
    agentVersion: '3.3.0',
    lastHeartbeat: '2026-11-22T10:00:00.000Z',
    additionalDataTimestamp: null,
    agentInfo: {
      osInfo: { osName: 'Linux', hostname: 'kasse-1001-1' },
      interfaces: [{ name: 'eth0', ipAddress: '10.0.0.5' }],
    },
  };
  return {
    cashpoint,
    currentVersionTag: '5.13.1',
    syncfiles: [syncfile(4, 4, 1), syncfile(3, 2, 2), syncfile(2, 1, 0), syncfile(1, 3, 3)],
  };
};

function useFleet() {
  const calls: string[] = [];
  server.use(
    http.get('/api/frontend/cashpoints', () => HttpResponse.json({ stores })),
    http.get('/api/frontend/cashpoints/detail/:uid', ({ params }) => HttpResponse.json(detail(String(params.uid)))),
    http.get('/api/frontend/cashpoints/detail/cashpointinfo/:uid', () =>
      HttpResponse.json({
        commonConfigValues: [{ key: 'waehrung', value: 'EUR' }],
        serviceConfigValues: [],
        cashpointServiceStates: [{ name: 'kassenservice', state: 'RUNNING' }],
        cashpointStatusInfo: [],
        activePromotions: [{ id: 'P1', name: 'Treuepunkte x2' }],
        hostsFile: '127.0.0.1 localhost',
      }),
    ),
    http.delete('/api/frontend/cashpoints/delete/:uid', ({ params }) => {
      calls.push(`delete ${String(params.uid)}`);
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

const renderPage = (route = '/frontend/cashpoints?contextId=NORDMARKT', session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/cashpoints', element: <CashpointsPage /> }], route, session);

const tree = () => screen.getByRole('tree', { name: 'Filialen und Kassen' });

describe('CashpointsPage', () => {
  it('shows the stores with their state, version tags and update state', async () => {
    useFleet();
    renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel, Hafen/ });
    expect(within(kiel).getByTitle('Teilweise offline')).toBeInTheDocument();
    expect(within(kiel).getByText('5.12.3')).toBeInTheDocument();
    expect(within(kiel).getByText('Nicht aktualisiert')).toBeInTheDocument();
    const munich = screen.getByRole('treeitem', { name: /1002 München/ });
    expect(within(munich).getByTitle('Offline')).toBeInTheDocument();
    expect(within(munich).queryByText('Nicht aktualisiert')).toBeNull();
    expect(within(screen.getByRole('treeitem', { name: /1003 Ulm/ })).getByTitle('Online')).toBeInTheDocument();
    expect(screen.getByText('3 Filialen, 4 Kassen')).toBeInTheDocument();
  });

  it('filters case-insensitively on store id, name and pos id after 500 ms', async () => {
    useFleet();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('treeitem', { name: /1001/ });
    await user.type(screen.getByLabelText('Filter'), 'MÜNCHEN');
    // Nothing changes before the debounce has passed.
    expect(screen.getAllByRole('treeitem', { name: /^\S*\s*\d{4}/ }).length).toBeGreaterThan(1);
    await waitFor(() => expect(within(tree()).getAllByRole('treeitem')).toHaveLength(2), { timeout: 2000 });
    expect(screen.getByRole('treeitem', { name: /1002 München/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('1 von 3 Filialen')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Filter'));
    await user.type(screen.getByLabelText('Filter'), '5');
    expect(await screen.findByRole('treeitem', { name: /Kasse 5/ }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /1003 Ulm/ })).toBeInTheDocument();
    expect(screen.getByText('1 von 3 Filialen')).toBeInTheDocument();
    expect(
      within(tree())
        .getAllByRole('treeitem')
        .map((r) => r.getAttribute('aria-level')),
    ).toEqual(['1', '2']);
  });

  it('selects a register by keyboard, keeps it in the hash and shows its details and history', async () => {
    useFleet();
    const user = userEvent.setup();
    const { router } = renderPage();
    const kiel = await screen.findByRole('treeitem', { name: /1001 Kiel/ });
    await user.click(kiel);
    expect(router.state.location.hash).toBe('#NORDMARKT&1001');
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.hash).toBe('#NORDMARKT&1001&1'));
    expect(screen.getByRole('treeitem', { name: /Kasse 1/ })).toHaveAttribute('aria-selected', 'true');

    const card = await screen.findByRole('heading', { name: 'Kasse 1 · Filiale 1001 Kiel, Hafen' });
    expect(card).toBeInTheDocument();
    expect(screen.getByText('kasse-1001-1')).toBeInTheDocument();
    expect(screen.getByText('HAUPTKASSE')).toBeInTheDocument();
    // Register history colours: Aktiv green, Neu neutral, every other status red.
    expect(screen.getByText('Aktiv')).toHaveClass('bg-success');
    expect(screen.getByText('Neu')).toHaveClass('bg-secondary');
    expect(screen.getByText('Test/Labor')).toHaveClass('bg-danger');
    expect(screen.getByText('Gelöscht')).toHaveClass('bg-danger');
    expect(screen.getByText('Installation läuft')).toBeInTheDocument();
    expect(screen.getByText(/^seit \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Fehlgeschlagen')).toBeInTheDocument();
  });

  it('opens a viewer, and hides active promotions unless the installation handles them', async () => {
    useFleet();
    const user = userEvent.setup();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1');
    await user.click(await screen.findByRole('button', { name: 'Dienststatus' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('kassenservice')).toBeInTheDocument();
    expect(within(dialog).getByText('RUNNING')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktive Aktionen' })).toBeInTheDocument();
  });

  it('has no promotions viewer without handleActivePromotions', async () => {
    useFleet();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1', {
      ...sessionFixture,
      handleActivePromotions: false,
    });
    await screen.findByRole('button', { name: 'Dienststatus' });
    expect(screen.queryByRole('button', { name: 'Aktive Aktionen' })).toBeNull();
  });

  it('refuses letters in a new store number and warns about an existing store', async () => {
    useFleet();
    let created = 0;
    server.use(
      http.post('/api/frontend/stores/create', () => {
        created += 1;
        return HttpResponse.json({ message: 'Filiale existiert bereits', value: '1001' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Filiale anlegen' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Filialnummer'), '10a1');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Fehlerhafte Filialnummer (nur Zahlen erlaubt)')).toBeInTheDocument();
    expect(created).toBe(0);

    await user.clear(within(dialog).getByLabelText('Filialnummer'));
    await user.type(within(dialog).getByLabelText('Filialnummer'), '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(store.getState().toasts.map((t) => t.message)).toContain('Filiale existiert bereits'));
    expect(created).toBe(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says "Unbekannter Fehler" when creating a register fails otherwise', async () => {
    useFleet();
    server.use(
      http.post('/api/frontend/cashpoints/create', () => HttpResponse.json({ message: 'x' }, { status: 400 })),
    );
    const user = userEvent.setup();
    const { store } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1003');
    await user.click(await screen.findByRole('button', { name: 'Kasse anlegen' }));
    await user.type(screen.getByLabelText('Kassennummer'), 'x');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Fehlerhafte Kassennummer (nur Zahlen erlaubt)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Kassennummer'));
    await user.type(screen.getByLabelText('Kassennummer'), '9');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(store.getState().toasts.map((t) => t.message)).toContain('Unbekannter Fehler'));
  });

  it('deletes a register after the confirmation and selects its store', async () => {
    const calls = useFleet();
    const user = userEvent.setup();
    const { router, store } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&2');
    await user.click(await screen.findByRole('button', { name: 'Kasse löschen' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Wollen Sie die Kasse 2 der Filiale 1001 wirklich löschen?');
    await user.click(screen.getByRole('button', { name: 'Nein' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Kasse löschen' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(calls).toEqual(['delete c1001-2']));
    await waitFor(() => expect(router.state.location.hash).toBe('#NORDMARKT&1001'));
    expect(store.getState().toasts.map((t) => t.message)).toContain('Kasse erfolgreich gelöscht');
  });

  it('shows no changing buttons without CASHPOINTS_CHANGE, and no "Filiale anlegen" without hasCreateButtons', async () => {
    useFleet();
    const { unmount } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001', {
      ...sessionFixture,
      rights: [],
    });
    await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' });
    for (const name of ['Filiale anlegen', 'Kasse anlegen', 'Filiale löschen', 'Filialnamen bearbeiten']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    unmount();
    renderPage('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001', {
      ...sessionFixture,
      hasCreateButtons: false,
    });
    await screen.findByRole('heading', { name: 'Filiale 1001 Kiel, Hafen' });
    expect(screen.queryByRole('button', { name: 'Filiale anlegen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Kasse anlegen' })).toBeEnabled();
  });

  it('opens the context named in the hash of a shared link', async () => {
    useFleet();
    const { router } = renderPage('/frontend/cashpoints?contextId=NORDMARKT#SUEDKAUF&1002');
    await waitFor(() => expect(router.state.location.search).toBe('?contextId=SUEDKAUF'));
    expect(router.state.location.hash).toBe('#SUEDKAUF&1002');
    expect(await screen.findByRole('heading', { name: 'Filiale 1002 München, Markt' })).toBeInTheDocument();
    await act(async () => {});
  });
});
