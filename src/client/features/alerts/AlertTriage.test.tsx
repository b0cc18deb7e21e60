import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { alertOf, fakeAlertList } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { AlertsPage } from './AlertsPage';

// Triage (issue 46): choosing several alerts in the table or on the phone's cards, then 'Übernehmen'
// or 'Bestätigen' (one comment) for all of them at once; 'Meine Alarme'.

const server = setupMswServer();
const matchMedia = window.matchMedia;

function narrowScreen(narrow: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: narrow,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }),
  });
}
afterEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia }));

const renderPage = (route = '/frontend/alerts', session = sessionFixture) => ({
  user: userEvent.setup(),
  ...renderRoutes([{ path: '/frontend/alerts', element: <AlertsPage /> }], route, session),
});

const three = [
  alertOf({ uid: 'a1', storeId: '1001' }),
  alertOf({ uid: 'a2', storeId: '1002', storeName: 'Lübeck' }),
  alertOf({ uid: 'a3', storeId: '1003', storeName: 'Flensburg' }),
  alertOf({ uid: 'a4', storeId: '1004', state: 'closed', closedAt: '2026-11-20T10:00:00.000Z' }),
];

/** Answers the bulk requests with `reply`; returns the bodies they sent. */
function fakeBulk(path: 'assign' | 'acknowledge', reply: object = { ok: true, closedUids: [] }) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api/frontend/alerts/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(reply);
    }),
  );
  return bodies;
}

const toasts = (store: { getState(): { toasts: { message: string }[] } }) =>
  store.getState().toasts.map((t) => t.message);

describe('choosing several alerts', () => {
  it('takes the chosen alerts of the table over at once and clears the choice', async () => {
    fakeAlertList(server, three);
    const bodies = fakeBulk('assign');
    const { user, store } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    expect(screen.queryByRole('region', { name: 'Auswahl' })).toBeNull();
    await user.click(
      await within(table).findByRole('checkbox', { name: /^Alarm Kasse offline Filiale 1001 .* auswählen$/ }),
    );
    await user.click(within(table).getByRole('checkbox', { name: /^Alarm Kasse offline Filiale 1003 .* auswählen$/ }));
    // A closed alert cannot be chosen.
    expect(within(table).queryByRole('checkbox', { name: /Filiale 1004/ })).toBeNull();
    const bar = screen.getByRole('region', { name: 'Auswahl' });
    expect(within(bar).getByText('2 Alarme ausgewählt')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(within(bar).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(bodies).toEqual([{ uids: ['a1', 'a3'] }]));
    await waitFor(() => expect(toasts(store)).toEqual(['2 Alarme übernommen.']));
    expect(screen.queryByRole('region', { name: 'Auswahl' })).toBeNull();
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('acknowledges every open alert of the page with one comment, naming those closed meanwhile', async () => {
    fakeAlertList(server, three);
    const bodies = fakeBulk('acknowledge', { ok: true, closedUids: ['a2'] });
    const { user, store } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }));
    const bar = screen.getByRole('region', { name: 'Auswahl' });
    expect(within(bar).getByText('3 Alarme ausgewählt')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Bestätigen' }));
    const dialog = await screen.findByRole('dialog', { name: '3 Alarme bestätigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(dialog).findByText('Bitte einen Kommentar eingeben')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Netzwerk Nord gestört');
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ uids: ['a1', 'a2', 'a3'], comment: 'Netzwerk Nord gestört' }]);
    expect(toasts(store)).toEqual(['2 Alarme bestätigt. 1 Alarm war inzwischen geschlossen.']);
  });

  it('unchooses all with the header box again and with "Auswahl aufheben"', async () => {
    fakeAlertList(server, three);
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    const all = await within(table).findByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' });
    await user.click(all);
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.queryByRole('region', { name: 'Auswahl' })).toBeNull();
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Auswahl aufheben' }));
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toEqual([]);
  });

  it('offers no choice to a user without ALERTS_ACKNOWLEDGE', async () => {
    fakeAlertList(server, three);
    renderPage('/frontend/alerts', { ...sessionFixture, rights: [] });
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await within(table).findAllByText('Kasse offline');
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('chooses alerts on the cards of a phone and takes them over', async () => {
    narrowScreen(true);
    fakeAlertList(server, three);
    const bodies = fakeBulk('assign', { ok: true, closedUids: [] });
    const { user, store } = renderPage();
    const cards = await screen.findByRole('list', { name: 'Alarme' });
    await user.click(within(cards).getByRole('checkbox', { name: /Filiale 1002 Lübeck.* auswählen$/ }));
    await user.click(within(cards).getByRole('checkbox', { name: /Filiale 1003 Flensburg.* auswählen$/ }));
    const bar = screen.getByRole('region', { name: 'Auswahl' });
    await user.click(within(bar).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(bodies).toEqual([{ uids: ['a2', 'a3'] }]));
    await waitFor(() => expect(toasts(store)).toEqual(['2 Alarme übernommen.']));
    expect(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' })).not.toBeChecked();
  });
});

describe("'flattert'", () => {
  it('marks a flapping alert in the table', async () => {
    fakeAlertList(server, [alertOf({ uid: 'a1', flapping: true }), alertOf({ uid: 'a2', storeId: '1002' })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    const marks = await within(table).findAllByText('flattert');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('tr')).toHaveTextContent('Filiale 1001');
  });
});

describe('grouping', () => {
  it("folds a store's alerts into one row that opens, and keeps the grouping in the URL", async () => {
    fakeAlertList(server, [
      alertOf({
        uid: 'b1',
        kind: 'serviceStopped',
        storeId: '1005',
        storeUid: 's1005',
        storeName: 'Husum',
        posId: null,
      }),
      alertOf({ uid: 'b2', kind: 'storeDown', storeId: '1005', storeUid: 's1005', storeName: 'Husum', posId: null }),
      alertOf({ uid: 'b3', storeId: '1005', storeUid: 's1005', storeName: 'Husum', severity: 'critical' }),
      alertOf({ uid: 'b4', storeId: '1006', storeUid: 's1006', storeName: 'Heide' }),
    ]);
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await within(table).findAllByRole('checkbox', { name: /auswählen$/ });
    await user.selectOptions(screen.getByLabelText('Gruppieren'), 'Nach Filiale');
    expect(new URLSearchParams(router.state.location.search).get('group')).toBe('store');
    const open = within(table).getByRole('button', { name: 'Filiale 1005 Husum (Nordmarkt GmbH): 3 Alarme zeigen' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // Closed, the store's alerts are one row; a store with one alert shows it alone.
    expect(within(table).queryByRole('checkbox', { name: /^Alarm .*Filiale 1005/ })).toBeNull();
    expect(within(table).getByRole('checkbox', { name: /Filiale 1006 Heide/ })).toBeInTheDocument();
    // The store's box chooses its three alerts, closed as it is: 'Übernehmen' for the whole store.
    await user.click(
      within(table).getByRole('checkbox', { name: 'Alle Alarme von Filiale 1005 Husum (Nordmarkt GmbH) auswählen' }),
    );
    expect(screen.getByText('3 Alarme ausgewählt')).toBeInTheDocument();
    await user.click(open);
    expect(within(table).getAllByRole('checkbox', { name: /^Alarm .* Filiale 1005 Husum.* auswählen$/ })).toHaveLength(
      3,
    );
    expect(
      within(table).getByRole('button', { name: 'Filiale 1005 Husum (Nordmarkt GmbH): 3 Alarme verbergen' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});

describe("'Meine Alarme'", () => {
  it('asks the server for the own alerts only and keeps it in the URL', async () => {
    const queries = fakeAlertList(server, three);
    const { user, router } = renderPage();
    await screen.findByRole('table', { name: 'Alarme' });
    await user.click(screen.getByRole('checkbox', { name: 'Meine Alarme' }));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ mine: 'true' }));
    expect(new URLSearchParams(router.state.location.search).get('mine')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Meine Alarme' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('mine')).toBe(false));
  });
});
