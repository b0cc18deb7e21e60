import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoutes } from '../../testing/render';
import { quietSituation, setupMswServer } from '../../testing/msw';
import { useFakeClock } from '../../testing/fakeClock';
import { HomePage } from './HomePage';

const server = setupMswServer();

const nordmarkt = {
  ...quietSituation.total,
  key: 'NORDMARKT',
  name: 'Nordmarkt GmbH',
  criticalAlertCount: 2,
  unownedAlertCount: 3,
  pausedRolloutCount: 1,
  offlineCashpointCount: 4,
  offlineStoreAgentCount: 1,
  maintenanceStoreCount: 1,
  waitingForWindowStoreCount: 2,
};
const suedkauf = {
  ...quietSituation.total,
  key: 'SUEDKAUF',
  name: 'Südkauf AG',
  criticalAlertCount: 1,
  offlineCashpointCount: 1,
};
const total = {
  ...nordmarkt,
  criticalAlertCount: 3,
  offlineCashpointCount: 5,
};
delete (total as Partial<typeof total>).key;
delete (total as Partial<typeof total>).name;

beforeEach(() =>
  server.use(
    http.get('/api/frontend/rollouts/awaiting-approval', () => HttpResponse.json({ rollouts: [] })),
    http.get('/api/frontend/home', () => HttpResponse.json({ contexts: [] })),
    http.get('/api/frontend/home/situation', () => HttpResponse.json({ contexts: [nordmarkt, suedkauf], total })),
  ),
);

const renderHome = () =>
  renderRoutes(
    [
      { path: '/frontend/home', element: <HomePage /> },
      { path: '/frontend/*', element: <p>Ziel</p> },
    ],
    '/frontend/home',
  );

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the situation view of the start page', () => {
  it('links each total to its filtered page: alerts of every context, a tree only when one context has it', async () => {
    renderHome();
    const totals = await screen.findByRole('list', { name: 'Alle Kontexte' });
    expect(within(totals).getAllByRole('listitem')).toHaveLength(9);
    expect(hrefOf('Kritische Alarme: 3 (Alle Kontexte) anzeigen')).toBe(
      '/frontend/alerts?contextId=*&state=open&severity=critical&snoozed=show',
    );
    // 'Alarme ohne Bearbeiter' opens the alerts nobody has taken over, snoozed ones too, as counted.
    expect(hrefOf('Alarme ohne Bearbeiter: 3 (Alle Kontexte) anzeigen')).toBe(
      '/frontend/alerts?contextId=*&state=open&owner=none&snoozed=show',
    );
    // The rollouts page shows one context: the paused one is all in Nordmarkt.
    expect(hrefOf('Rollouts angehalten: 1 (Alle Kontexte) anzeigen')).toBe(
      '/frontend/rollouts?contextId=NORDMARKT&state=paused',
    );
    // Offline registers in two contexts: the total is no link, the rows are.
    expect(screen.queryByRole('link', { name: /Kassen offline: \d+ \(Alle Kontexte\)/ })).not.toBeInTheDocument();
    expect(within(totals).getByText('in mehreren Kontexten, siehe unten')).toBeInTheDocument();
  });

  it('links each count of a context to that context’s filtered page', async () => {
    renderHome();
    const list = await screen.findByRole('list', { name: 'Was jetzt ansteht, nach Kontext' });
    const row = within(list).getByRole('listitem', { name: 'Nordmarkt GmbH' });
    const link = (name: string) => within(row).getByRole('link', { name }).getAttribute('href');
    expect(link('Kritische Alarme: 2 (Nordmarkt GmbH) anzeigen')).toBe(
      '/frontend/alerts?contextId=NORDMARKT&state=open&severity=critical&snoozed=show',
    );
    expect(link('Kassen offline: 4 (Nordmarkt GmbH) anzeigen')).toBe(
      '/frontend/cashpoints?contextId=NORDMARKT&show=offline',
    );
    expect(link('STORE-Instanzen offline: 1 (Nordmarkt GmbH) anzeigen')).toBe(
      '/frontend/store-agents?contextId=NORDMARKT&show=offline',
    );
    expect(link('Filialen in Wartung: 1 (Nordmarkt GmbH) anzeigen')).toBe(
      '/frontend/cashpoints?contextId=NORDMARKT&show=maintenance',
    );
    expect(link('Filialen warten auf ihr Fenster: 2 (Nordmarkt GmbH) anzeigen')).toBe(
      '/frontend/cashpoints?contextId=NORDMARKT&show=waiting',
    );
    // A zero is not listed.
    expect(within(row).queryByText(/Rollouts laufen/)).not.toBeInTheDocument();
    expect(within(row).getAllByRole('link')).toHaveLength(7);
  });

  it('opens the filtered page on a click', async () => {
    const user = userEvent.setup();
    const { router } = renderHome();
    await user.click(await screen.findByRole('link', { name: 'Kassen offline: 1 (Südkauf AG) anzeigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/frontend/cashpoints'));
    expect(router.state.location.search).toBe('?contextId=SUEDKAUF&show=offline');
  });

  it('says how old its data is, and asks again by itself every 30 seconds', async () => {
    const { pass } = useFakeClock();
    let asked = 0;
    server.use(
      http.get('/api/frontend/home/situation', () => {
        asked += 1;
        return HttpResponse.json({ contexts: [nordmarkt, suedkauf], total });
      }),
    );
    renderHome();
    const age = await screen.findByTestId('data-age');
    expect(age).toHaveTextContent(/^Stand \d\d:\d\d:\d\d$/);
    const first = asked;
    pass(30_000);
    await waitFor(() => expect(asked).toBeGreaterThan(first));
  });

  it('says that nothing needs anyone, without a table, when all is quiet', async () => {
    server.use(http.get('/api/frontend/home/situation', () => HttpResponse.json(quietSituation)));
    renderHome();
    expect(await screen.findByText(/Nichts steht an/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Was jetzt ansteht, nach Kontext' })).not.toBeInTheDocument();
  });
});
