import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { alertOf, fakeAlertList } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { AlertsPage } from './AlertsPage';

const server = setupMswServer();

const renderPage = (route = '/frontend/alerts') =>
  renderRoutes([{ path: '/frontend/alerts', element: <AlertsPage /> }], route);
const last = (queries: URLSearchParams[]) => Object.fromEntries(queries[queries.length - 1]!);

const acknowledged = alertOf({
  uid: 'a2',
  kind: 'storeDown',
  contextId: 'SUEDKAUF',
  contextName: 'Südkauf AG',
  storeId: '2001',
  storeUid: 's2001',
  storeName: 'Ulm',
  posId: null,
  cashpointUid: null,
  detail: '4',
  state: 'acknowledged',
  acknowledgedBy: 'Otto Operator',
  acknowledgedAt: '2026-11-20T09:00:00.000Z',
  comment: 'Stromausfall, Techniker ist unterwegs',
});
const closed = alertOf({
  uid: 'a3',
  kind: 'serviceStopped',
  storeId: '1003',
  posId: null,
  detail: 'dzuska28, tseServer',
  state: 'closed',
  closedAt: '2026-11-20T10:00:00.000Z',
});

describe('AlertsPage', () => {
  it('lists the alerts with German kind, place links, state badges, detail and acknowledgement', async () => {
    const queries = fakeAlertList(server, [alertOf(), acknowledged, closed]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    // Without filters: every alert of every context, open ones first, the most severe first, the
    // snoozed ones left out (issue 46).
    expect(last(queries)).toEqual({ state: 'all', sort: 'severity', snoozed: 'hide', page: '1', size: '25' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: 'Warnung Kasse offline' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Filiale 1001 Kiel, Hafen, Kasse 2' })).toHaveAttribute(
      'href',
      '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&2',
    );
    expect(within(rows[0]!).getByText('Offen')).toHaveClass('bg-danger');
    expect(within(rows[1]!).getByRole('link', { name: 'Filiale 2001 Ulm' })).toHaveAttribute(
      'href',
      '/frontend/cashpoints?contextId=SUEDKAUF#SUEDKAUF&2001',
    );
    expect(within(rows[1]!).getByText('Bestätigt')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('4 Kassen offline')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Otto Operator, \d\d\.11\.2026/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Stromausfall, Techniker ist unterwegs')).toBeInTheDocument();
    // An acknowledged alert offers to change its comment, a closed one nothing but what changed before it.
    expect(
      within(rows[1]!).getByRole('button', { name: /^Kommentar zum Alarm .* Filiale 2001 Ulm ändern$/ }),
    ).toHaveTextContent('Kommentar ändern');
    expect(
      within(rows[2]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vorher geändert']);
    // The stopped services by their German names, as the store report's tooltips name them.
    expect(within(rows[2]!).getByText('Dienst dzuska28, Dienst TSE-Server')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Filiale 1003 Kiel, Hafen (STORE-Instanz)' })).toHaveAttribute(
      'href',
      '/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1003',
    );
    expect(within(rows[2]!).getByText('Geschlossen')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Dienst gestoppt')).toBeInTheDocument();
  });

  it('lists a rollout alert with its update and reason, linked to its rollout', async () => {
    const paused = alertOf({
      ...{ uid: 'a4', kind: 'rolloutPaused', storeId: null, storeUid: null, storeName: null, posId: null },
      ...{ cashpointUid: null, rolloutUid: 'r0001', detail: 'kasse-6.1.0.zip\nZu viele Fehler' },
    });
    fakeAlertList(server, [paused]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('cell', { name: 'Warnung Rollout automatisch angehalten' })).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'Rollout kasse-6.1.0.zip' })).toHaveAttribute(
      'href',
      '/frontend/rollouts?contextId=NORDMARKT&uid=r0001',
    );
    expect(within(row!).getByText('kasse-6.1.0.zip: Zu viele Fehler')).toBeInTheDocument();
    expect(
      within(row!).getByRole('button', {
        name: 'Alarm Rollout automatisch angehalten Rollout kasse-6.1.0.zip bestätigen',
      }),
    ).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the server with them, page by page', async () => {
    const queries = fakeAlertList(server, [alertOf()], 60);
    const user = userEvent.setup();
    const { router } = renderPage('/frontend/alerts?contextId=SUEDKAUF&state=open');
    await screen.findByRole('table', { name: 'Alarme' });
    expect(screen.getByLabelText('Kontext')).toHaveValue('SUEDKAUF');
    expect(last(queries)).toEqual({
      contextId: 'SUEDKAUF',
      state: 'open',
      sort: 'severity',
      snoozed: 'hide',
      page: '1',
      size: '25',
    });

    await user.selectOptions(screen.getByLabelText('Art'), 'Tagesabschluss fehlt');
    await user.selectOptions(screen.getByLabelText('Status'), 'Geschlossen');
    await user.click(screen.getByRole('button', { name: 'Seite 3' }));
    await waitFor(() => expect(last(queries)).toMatchObject({ state: 'closed', kind: 'dayCloseMissing', page: '3' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      contextId: 'SUEDKAUF',
      kind: 'dayCloseMissing',
      state: 'closed',
      page: '3',
    });

    await user.selectOptions(screen.getByLabelText('Kontext'), 'Alle Kontexte');
    await waitFor(() =>
      expect(last(queries)).toEqual({
        state: 'closed',
        kind: 'dayCloseMissing',
        sort: 'severity',
        snoozed: 'hide',
        page: '1',
        size: '25',
      }),
    );
  });

  it('acknowledges an alert with a required comment and says so', async () => {
    fakeAlertList(server, [alertOf()]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/frontend/alerts/acknowledge', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Alarm Kasse offline Filiale 1001 Kiel, Hafen, Kasse 2 bestätigen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Alarm bestätigen/ });
    await user.type(within(dialog).getByLabelText('Kommentar'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText('Bitte einen Kommentar eingeben')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Kommentar'), 'Kasse wird getauscht');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ uid: 'a1', comment: 'Kasse wird getauscht' }]);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Der Alarm wurde bestätigt.']);
  });

  it('keeps the dialog open and says so when the acknowledgement fails', async () => {
    fakeAlertList(server, [alertOf()]);
    server.use(
      http.post('/api/frontend/alerts/acknowledge', () => HttpResponse.json({ message: 'x' }, { status: 409 })),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: /bestätigen$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'erledigt');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(store.getState().toasts.map((t) => t.message)).toEqual(['Der Alarm konnte nicht bestätigt werden.']),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("changes an acknowledged alert's comment, starting from the one it replaces", async () => {
    fakeAlertList(server, [acknowledged]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/frontend/alerts/acknowledge', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Kommentar zum Alarm .* ändern$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Kommentar ändern: .*Filiale 2001 Ulm/ });
    const comment = within(dialog).getByLabelText('Kommentar');
    expect(comment).toHaveValue('Stromausfall, Techniker ist unterwegs');
    await user.clear(comment);
    await user.type(comment, 'Strom ist zurück');
    await user.click(within(dialog).getByRole('button', { name: 'Kommentar ändern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ uid: acknowledged.uid, comment: 'Strom ist zurück' }]);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Der Kommentar wurde geändert.']);
  });
});
