import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { FiscalPage } from './FiscalPage';
import { forecastMonths, tseRow } from './fiscalFixtures';

const server = setupMswServer();

const soon = tseRow('USB-SOON');
const expired = tseRow('SD-OLD', { type: 'sd', daysLeft: -5, certificateValidUntil: '2026-11-24' });
const failing = tseRow('USB-EXPORT', { daysLeft: 500, lastExportOk: false });
const fine = tseRow('LAN-FINE', {
  type: 'lan',
  daysLeft: 400,
  plannedSwap: { date: '2027-06-01', note: 'Techniker Meier', by: 'Anna Admin', at: '2026-11-20T10:00:00.000Z' },
});

/** The list's queries as they were asked, and the replies by filter. */
function useFiscalServer() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/tse/forecast', () => HttpResponse.json({ months: forecastMonths })),
    http.get('/api/frontend/tse', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.get('needsAction') === 'true') return HttpResponse.json({ rows: [expired, soon, failing], total: 3 });
      if (query.get('expiresFrom')) return HttpResponse.json({ rows: [soon], total: 1 });
      return HttpResponse.json({ rows: [expired, soon, fine, failing], total: 4 });
    }),
  );
  return asked;
}

const renderPage = (route = '/frontend/fiskal?contextId=*', session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/fiskal', element: <FiscalPage /> }], route, session);

const listOf = (name: string | RegExp) => screen.getByRole('table', { name });

describe('the page Fiskal', () => {
  it('shows what needs action with its reasons, and every TSE of all contexts', async () => {
    const asked = useFiscalServer();
    renderPage();
    const attention = await screen.findByRole('table', { name: 'TSE mit Handlungsbedarf' });
    expect(within(attention).getByText('abgelaufen')).toBeInTheDocument();
    expect(within(attention).getByText('läuft bald ab')).toBeInTheDocument();
    expect(within(attention).getByText('Export fehlgeschlagen')).toBeInTheDocument();
    const list = await screen.findByRole('table', { name: 'TSE-Liste' });
    expect(within(list).getAllByRole('row')).toHaveLength(5);
    expect(within(list).getByText('seit 5 Tagen abgelaufen')).toBeInTheDocument();
    expect(within(list).getByText('Techniker Meier')).toBeInTheDocument();
    expect(within(list).getAllByText('Kontext NORDMARKT')).toHaveLength(4);
    expect(within(list).getAllByRole('link', { name: 'Filiale 1001, Kasse 1 öffnen' })[0]).toHaveAttribute(
      'href',
      '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1001&1',
    );
    expect(asked.every((q) => q.get('contextId') === '*')).toBe(true);
    expect(screen.getByRole('link', { name: 'Alle TSE als CSV herunterladen (Alle Kontexte)' })).toHaveAttribute(
      'href',
      '/api/frontend/tse.csv?contextId=*',
    );
  });

  it('has a table of the chart whose month filters the list to that month', async () => {
    const asked = useFiscalServer();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'TSE-Liste' });
    // The table is there for screen readers at once and shown on request.
    const table = screen.getByRole('table', { name: 'Ablaufende TSE je Monat' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('row', { name: /Januar 2027 2 3/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tabelle anzeigen' }));
    expect(screen.getByRole('button', { name: 'Tabelle ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(table).getByRole('button', { name: 'Liste auf Januar 2027 filtern' }));
    expect(await screen.findByRole('heading', { name: 'TSE mit Ablauf im Januar 2027' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('month=2027-01');
    await waitFor(() => expect(within(listOf('TSE mit Ablauf im Januar 2027')).getAllByRole('row')).toHaveLength(2));
    const last = asked.filter((q) => q.get('expiresFrom')).at(-1)!;
    expect([last.get('expiresFrom'), last.get('expiresBefore')]).toEqual(['2027-01-01', '2027-02-01']);
    await user.click(screen.getByRole('button', { name: 'Monatsfilter aufheben' }));
    expect(await screen.findByRole('heading', { name: 'Alle TSE' })).toBeInTheDocument();
  });

  it('walks the chart by keyboard, reads each month out and filters the list with Enter', async () => {
    useFiscalServer();
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('table', { name: 'TSE-Liste' });
    const chart = screen.getByRole('group', { name: /ablaufende TSE je Monat der nächsten 24 Monate/ });
    act(() => chart.focus());
    expect(screen.getByText('November 2026: 0 TSE, 0 Kassen')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Januar 2027: 2 TSE, 3 Kassen')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('month=2027-01'));
  });

  it('sorts by a column through the server', async () => {
    const asked = useFiscalServer();
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('table', { name: 'TSE-Liste' });
    expect(within(list).getByRole('columnheader', { name: /Tage übrig/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(list).getByRole('button', { name: 'Nach Kapazität genutzt sortieren' }));
    await waitFor(() => expect(asked.at(-1)?.get('sortBy')).toBe('capacityUsedPercent'));
    expect(
      within(screen.getByRole('table', { name: 'TSE-Liste' })).getByRole('columnheader', { name: /Kapazität/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers no planning without CASHPOINTS_CHANGE', async () => {
    useFiscalServer();
    renderPage('/frontend/fiskal?contextId=NORDMARKT', { ...sessionFixture, rights: ['CASHPOINTS'] });
    await screen.findByRole('table', { name: 'TSE-Liste' });
    expect(screen.queryByRole('button', { name: /Austausch der TSE .* planen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Kontext NORDMARKT')).not.toBeInTheDocument();
  });
});
