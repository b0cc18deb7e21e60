import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Maintenance } from '../../api/alerts';
import { CashpointsPage } from './CashpointsPage';
import { alertOf } from '../../testing/alertsKit';
import { fakeCashpointsServer } from '../../testing/cashpointsKit';
import { fakeLayout } from '../../testing/layout';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';

// 'Wartung' in the register tree: the mark, starting and ending it from the details, who may, and
// the details' last alerts.

const server = setupMswServer();
fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const munich: Maintenance = {
  uid: 'm1',
  storeUid: 's1002',
  storeId: '1002',
  cashpointUid: null,
  posId: null,
  reason: 'Umbau',
  from: '2026-11-20T08:00:00.000Z',
  until: '2026-11-20T18:00:00.000Z',
  createdBy: 'Otto Operator',
};

/** The maintenance list answers `running`; returns the bodies of the starts and ends it received. */
function fakeMaintenance(running: Maintenance[]) {
  const calls: { url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/frontend/maintenance', () => HttpResponse.json({ maintenance: running })),
    http.post('/api/frontend/maintenance/:action', async ({ request }) => {
      calls.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(request.url.endsWith('/save') ? { uid: 'm2' } : { ok: true });
    }),
  );
  return calls;
}

const renderPage = (hash: string, session = sessionFixture) =>
  renderRoutes(
    [{ path: '/frontend/cashpoints', element: <CashpointsPage /> }],
    `/frontend/cashpoints?contextId=NORDMARKT#${hash}`,
    session,
  );

describe('maintenance in the register tree', () => {
  it('marks a store in maintenance and lets an operator end it from the details', async () => {
    fakeCashpointsServer(server);
    const calls = fakeMaintenance([munich]);
    renderPage('NORDMARKT&1002');
    const row = await screen.findByRole('treeitem', { name: /1002 München/ });
    await waitFor(() =>
      expect(within(row).getByRole('img', { name: /^In Wartung bis .*: Umbau$/ })).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('treeitem', { name: /1001 Kiel/ })).queryByRole('img', { name: /Wartung/ }),
    ).toBeNull();
    expect(await screen.findByText(/^In Wartung bis \d\d\.\d\d\.\d{4}/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wartung beenden' }));
    await waitFor(() =>
      expect(calls).toEqual([{ url: '/api/frontend/maintenance/end', body: { contextId: 'NORDMARKT', uid: 'm1' } }]),
    );
  });

  it('starts a maintenance of a store with its end and reason, by keyboard', async () => {
    fakeCashpointsServer(server);
    const calls = fakeMaintenance([]);
    renderPage('NORDMARKT&1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Wartung' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wartung für Filiale 1001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('"Grund" ist ein Pflichtfeld')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Grund'), 'Netzwerkwechsel{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ contextId: 'NORDMARKT', storeUid: 's1001', reason: 'Netzwerkwechsel' });
    expect(Date.parse(body.until!)).toBeGreaterThan(Date.now());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no maintenance to a user without ALERTS_ACKNOWLEDGE, but shows it', async () => {
    fakeCashpointsServer(server);
    fakeMaintenance([munich]);
    renderPage('NORDMARKT&1002', { ...sessionFixture, rights: [] });
    expect(await screen.findByText(/^In Wartung bis/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wartung/ })).toBeNull();
  });

  it("lists a store's last alerts on its tab, held ones greyed, with who has them", async () => {
    fakeCashpointsServer(server);
    fakeMaintenance([]);
    const asked: string[] = [];
    server.use(
      http.get('/api/frontend/alerts', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          alerts: [
            alertOf({
              uid: 'a1',
              kind: 'storeDown',
              posId: null,
              assignee: { name: 'Otto Operator', at: '2026-11-20T09:00:00.000Z' },
              maintenance: { uid: 'm1', until: '2026-11-20T18:00:00.000Z', reason: 'Umbau' },
            }),
            alertOf({ uid: 'a2', state: 'closed', closedAt: '2026-11-19T10:00:00.000Z' }),
          ],
          total: 2,
        });
      }),
    );
    renderPage('NORDMARKT&1001');
    await userEvent.click(await screen.findByRole('tab', { name: 'Letzte Alarme' }));
    const table = await screen.findByRole('table', { name: 'Letzte Alarme' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Filiale ausgefallen.*OffenOtto Operator$/),
      expect.stringMatching(/^Kasse offline · Kasse 2.*Geschlossen/),
    ]);
    expect(rows[0]).toHaveClass('alert-held');
    expect(asked.some((q) => q.includes('storeUid=s1001'))).toBe(true);
  });
});
