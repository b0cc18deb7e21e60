import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Alert } from '../../api/alerts';
import { alertOf, fakeAlertList } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { AlertsPage } from './AlertsPage';

// The page 'Alarme' on a phone (a narrow media query): one card per alert, the filters behind one
// button, 'Übernehmen' and 'Bestätigen' on each open alert; a mail's link opens its alert alone.

const server = setupMswServer();

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

const renderPage = (route = '/frontend/alerts') => ({
  user: userEvent.setup(),
  ...renderRoutes([{ path: '/frontend/alerts', element: <AlertsPage /> }], route),
});

// The reply's severity, owner and maintenance (issue 33).
const critical = {
  ...alertOf({ uid: 'a1', kind: 'storeDown', posId: null, detail: '4' }),
  severity: 'critical',
  assignee: null,
  maintenance: null,
} as Alert;
const owned = {
  ...alertOf({ uid: 'a2', storeId: '1002', storeName: 'Kiel, Markt', state: 'acknowledged' }),
  acknowledgedBy: 'Otto Operator',
  acknowledgedAt: '2026-11-20T09:00:00.000Z',
  comment: 'Techniker unterwegs',
  severity: 'warning',
  assignee: { name: 'Otto Operator', at: '2026-11-20T08:30:00.000Z' },
  maintenance: { until: '2026-11-20T18:00:00.000Z', reason: 'Umbau' },
} as Alert;

describe('AlertsPage on a phone', () => {
  beforeEach(() => narrowScreen(true));
  afterAll(() => narrowScreen(false));

  it('shows each alert as a card with severity, kind, store, since when and owner, and no table', async () => {
    fakeAlertList(server, [critical, owned]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Alarme' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    const card = within(first!);
    expect(card.getByRole('heading', { level: 2, name: 'Filiale ausgefallen' })).toBeInTheDocument();
    expect(card.getByText('kritisch')).toHaveClass('bg-danger');
    expect(card.getByRole('link', { name: 'Filiale 1001 Kiel, Hafen' })).toHaveAttribute(
      'href',
      '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001',
    );
    expect(card.getByText(/^seit \d\d\.11\.2026/)).toBeInTheDocument();
    expect(card.getByText('Niemand zuständig')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Alarm Filiale ausgefallen .* übernehmen$/ })).toHaveTextContent(
      'Übernehmen',
    );
    expect(card.getByRole('button', { name: /^Alarm Filiale ausgefallen .* bestätigen$/ })).toHaveClass('alert-action');

    const held = within(second!);
    expect(second).toHaveClass('alert-card-held');
    expect(held.getByText(/^Otto Operator \(seit /)).toBeInTheDocument();
    expect(held.getByText(/^Wartung bis /)).toBeInTheDocument();
    expect(held.getByText('Umbau')).toBeInTheDocument();
    expect(held.getByRole('button', { name: /^Kommentar zum Alarm .* ändern$/ })).toBeInTheDocument();
  });

  it("takes an alert over with ALERTOWN's call and says so", async () => {
    fakeAlertList(server, [critical]);
    const posted: unknown[] = [];
    server.use(
      http.post('/api/frontend/alerts/assign', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, store } = renderPage();
    await user.click(await screen.findByRole('button', { name: /übernehmen$/ }));
    await waitFor(() => expect(posted).toEqual([{ uid: 'a1' }]));
    await waitFor(() =>
      expect(store.getState().toasts.map((t: { message: string }) => t.message)).toContain(
        'Der Alarm wurde übernommen.',
      ),
    );
  });

  it('folds the filters into one button that opens them, and counts those in use', async () => {
    fakeAlertList(server, [critical]);
    const { user } = renderPage('/frontend/alerts?state=open&severity=critical');
    const button = await screen.findByRole('button', { name: 'Filter (2 aktiv)' });
    expect(screen.queryByLabelText('Status')).toBeNull();
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Alarme filtern' });
    expect(within(panel).getByLabelText('Status')).toHaveValue('open');
    expect(within(panel).getByLabelText('Schweregrad')).toHaveValue('critical');
    await user.selectOptions(within(panel).getByLabelText('Sortierung'), 'Offene zuerst, neueste oben');
    await user.click(within(panel).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter (3 aktiv)' })).toBeInTheDocument();
  });

  it("opens the alert of a mail's link alone, and goes back to the list", async () => {
    const queries = fakeAlertList(server, [critical]);
    const { user } = renderPage('/frontend/alerts?contextId=NORDMARKT&uid=a1');
    await screen.findByText('Ein einzelner Alarm aus einem Link');
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ uid: 'a1', page: '1' });
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Alle Alarme zeigen' }));
    await waitFor(() => expect(queries.at(-1)!.has('uid')).toBe(false));
  });
});
