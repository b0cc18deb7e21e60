import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { alertOf, fakeAlertList } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { AlertsPage } from './AlertsPage';

// 'Übernehmen' on the page 'Alarme': who may take an alert over, who has it, and an alert held by a
// maintenance shown greyed.

const server = setupMswServer();
const renderPage = (session = sessionFixture) =>
  renderRoutes([{ path: '/frontend/alerts', element: <AlertsPage /> }], '/frontend/alerts', session);

describe('taking alerts over', () => {
  it('takes an open alert over by keyboard and shows who has it', async () => {
    const assigned: unknown[] = [];
    fakeAlertList(server, [
      alertOf({ uid: 'a1', assignee: { name: 'Otto Operator', at: '2026-11-20T09:30:00.000Z' } }),
      alertOf({ uid: 'a2', state: 'closed', closedAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    server.use(
      http.post('/api/frontend/alerts/assign', async ({ request }) => {
        assigned.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await within(table).findByText(/^Übernommen von Otto Operator am \d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    // Only the open alert can be taken over.
    const buttons = within(table).getAllByRole('button', { name: /^Alarm .* übernehmen$/ });
    expect(buttons).toHaveLength(1);
    buttons[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assigned).toEqual([{ uid: 'a1' }]));
  });

  it("does not offer 'Übernehmen' on the user's own alert, only 'Bestätigen'", async () => {
    // The session's user is Anna Admin.
    fakeAlertList(server, [alertOf({ uid: 'a1', assignee: { name: 'Anna Admin', at: '2026-11-20T09:30:00.000Z' } })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await within(table).findByText(/^Übernommen von Anna Admin am/);
    expect(within(table).queryByRole('button', { name: /^Alarm .* übernehmen$/ })).toBeNull();
    expect(within(table).getByRole('button', { name: /^Alarm .* bestätigen$/ })).toBeInTheDocument();
  });

  it('offers neither taking over nor acknowledging to a user without ALERTS_ACKNOWLEDGE', async () => {
    fakeAlertList(server, [alertOf({ uid: 'a1' })]);
    renderPage({ ...sessionFixture, rights: [] });
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await within(table).findByText('Kasse offline');
    // Only what changed before it, which reads.
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vorher geändert']);
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('shows an alert held by a maintenance greyed, saying it is not told', async () => {
    fakeAlertList(server, [
      alertOf({ uid: 'a1', maintenance: { uid: 'm1', until: '2026-11-20T18:00:00.000Z', reason: 'Umbau' } }),
    ]);
    renderPage();
    const held = await screen.findByText('In Wartung: wird nicht gemeldet');
    expect(held.closest('tr')).toHaveClass('alert-held');
  });
});
