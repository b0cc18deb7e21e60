import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes } from '../../testing/render';
import { TaxNoticesPage } from './TaxNoticesPage';

const server = setupMswServer();

const overdue = {
  storeUid: 'st1001',
  storeId: '1001',
  storeName: 'Ulm, Bahnhofstraße',
  deadline: '2031-02-28',
  overdue: true,
  lastReportedOn: null,
  changes: [
    { kind: 'storeAdded', at: '2031-01-31T10:00:00.000Z', day: '2031-01-31', posId: null, from: null, to: '1001' },
    { kind: 'registerAdded', at: '2031-01-31T10:00:00.000Z', day: '2031-01-31', posId: '4', from: null, to: '4' },
    { kind: 'registerAdded', at: '2031-01-31T10:00:00.000Z', day: '2031-01-31', posId: '5', from: null, to: '5' },
  ],
  missing: [
    { scope: 'store', posId: null, fields: ['street', 'postalCode', 'city'] },
    { scope: 'register', posId: '4', fields: ['systemKind', 'purchasedOn'] },
    { scope: 'register', posId: '5', fields: ['systemKind', 'purchasedOn'] },
  ],
};
const due = {
  ...overdue,
  storeUid: 'st1002',
  storeId: '1002',
  storeName: '1002',
  deadline: '2031-03-15',
  overdue: false,
  changes: [{ kind: 'tseChanged', at: '2031-02-15T10:00:00.000Z', day: '2031-02-15', posId: '1', from: 'A', to: 'B' }],
  missing: [],
};

/** The list's queries as asked; the replies by state. */
function useNotices() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/fiscal/notifications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const state = query.get('state');
      if (state === 'reported')
        return HttpResponse.json({
          rows: [{ ...due, deadline: null, changes: [], lastReportedOn: '2031-01-10' }],
          total: 1,
        });
      if (state === 'overdue' || state === 'incomplete') return HttpResponse.json({ rows: [overdue], total: 1 });
      return HttpResponse.json({ rows: [overdue, due], total: 2 });
    }),
  );
  return asked;
}

const renderPage = (route = '/frontend/kassenmeldungen?contextId=NORDMARKT') =>
  renderRoutes([{ path: '/frontend/kassenmeldungen', element: <TaxNoticesPage /> }], route);

describe('the page Kassenmeldungen', () => {
  it('lists the due stores, overdue first, with their deadline, what changed and what is missing', async () => {
    const asked = useNotices();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Kassenmeldungen: Fällig' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('28.02.2031überfällig');
    expect(rows[0]).toHaveTextContent('Filiale eröffnet am 31.01.2031');
    expect(rows[0]).toHaveTextContent('Kasse in Betrieb genommen am 31.01.2031: Kassen 4, 5');
    expect(rows[0]).toHaveTextContent('Filiale: Straße und Hausnummer, Postleitzahl, Ort');
    expect(rows[0]).toHaveTextContent('Kassen 4, 5: Art des Aufzeichnungssystems, Anschaffungsdatum');
    expect(rows[1]).toHaveTextContent('TSE getauscht am 15.02.2031: Kasse 1');
    expect(rows[1]).toHaveTextContent('vollständig');
    expect(within(rows[0]!).getByRole('link', { name: 'Kassenmeldung der Filiale 1001 öffnen' })).toHaveAttribute(
      'href',
      '/frontend/kassenmeldungen/st1001?contextId=NORDMARKT',
    );
    expect(asked[0]?.get('state')).toBe('due');
    expect(asked[0]?.get('contextId')).toBe('NORDMARKT');
    expect(screen.getByRole('button', { name: 'Fällig' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Überfällig, Unvollständig and Gemeldet', async () => {
    const asked = useNotices();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'Kassenmeldungen: Fällig' });
    await user.click(screen.getByRole('button', { name: 'Überfällig' }));
    const overdueTable = await screen.findByRole('table', { name: 'Kassenmeldungen: Überfällig' });
    await waitFor(() => expect(within(overdueTable).getAllByRole('row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Unvollständig' }));
    await screen.findByRole('table', { name: 'Kassenmeldungen: Unvollständig' });
    await user.click(screen.getByRole('button', { name: 'Gemeldet' }));
    const reported = await screen.findByRole('table', { name: 'Kassenmeldungen: Gemeldet' });
    expect(within(reported).getByRole('columnheader', { name: 'Zuletzt gemeldet' })).toBeInTheDocument();
    await waitFor(() => expect(within(reported).getAllByRole('row')[1]).toHaveTextContent('10.01.2031'));
    expect(asked.map((q) => q.get('state'))).toEqual(
      expect.arrayContaining(['due', 'overdue', 'incomplete', 'reported']),
    );
  });

  it('says when nothing is due', async () => {
    server.use(http.get('/api/frontend/fiscal/notifications', () => HttpResponse.json({ rows: [], total: 0 })));
    renderPage();
    expect(await screen.findByText('Keine Meldung fällig.')).toBeInTheDocument();
  });
});
