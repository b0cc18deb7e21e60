import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, setHours, startOfDay } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { alertOf, fakeAlertList } from '../../testing/alertsKit';
import { setupMswServer } from '../../testing/msw';
import { renderRoutes, sessionFixture } from '../../testing/render';
import { AlertsPage } from './AlertsPage';

// 'Stummschalten' (issue 46): the dialog's choices of an end, its optional comment, the mark of a
// snoozed alert, and the list's filters of snoozed and unowned alerts.

const server = setupMswServer();

const renderPage = (route = '/frontend/alerts') => ({
  user: userEvent.setup(),
  ...renderRoutes([{ path: '/frontend/alerts', element: <AlertsPage /> }], route, sessionFixture),
});

const two = [alertOf({ uid: 'a1', storeId: '1001' }), alertOf({ uid: 'a2', storeId: '1002', storeName: 'Lübeck' })];

function fakeSnooze(reply: object = { ok: true, closedUids: [] }) {
  const bodies: { uids: string[]; until: string; comment?: string }[] = [];
  server.use(
    http.post('/api/frontend/alerts/snooze', async ({ request }) => {
      bodies.push((await request.json()) as (typeof bodies)[number]);
      return HttpResponse.json(reply);
    }),
  );
  return bodies;
}

const toasts = (store: { getState(): { toasts: { message: string }[] } }) =>
  store.getState().toasts.map((t) => t.message);

describe('snoozing alerts', () => {
  it('snoozes one alert for 4 hours with a comment, and says so', async () => {
    fakeAlertList(server, two);
    const bodies = fakeSnooze();
    const { user, store } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await user.click(
      within(table).getByRole('button', { name: /^Alarm Kasse offline Filiale 1001 .* stummschalten$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: '1 Alarm stummschalten' });
    await user.click(within(dialog).getByRole('radio', { name: '4 Stunden' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Kommentar (optional)' }), 'Techniker unterwegs');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Stummschalten' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.uids).toEqual(['a1']);
    expect(bodies[0]!.comment).toBe('Techniker unterwegs');
    const until = Date.parse(bodies[0]!.until);
    expect(until - before).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect(until - before).toBeLessThan(4 * 3600_000 + 60_000);
    await waitFor(() => expect(toasts(store)).toEqual(['1 Alarm stummgeschaltet.']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("snoozes the selection 'bis morgen 8 Uhr', naming that end before it is sent, without a comment", async () => {
    fakeAlertList(server, two);
    const bodies = fakeSnooze({ ok: true, closedUids: ['a2'] });
    const { user, store } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await user.click(within(table).getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Auswahl' })).getByRole('button', { name: 'Stummschalten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '2 Alarme stummschalten' });
    await user.click(within(dialog).getByRole('radio', { name: 'Bis morgen 8 Uhr' }));
    const tomorrow8 = setHours(startOfDay(addDays(new Date(), 1)), 8);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Endet am ${format(tomorrow8, 'dd.MM.yyyy')} 08:00.`);
    await user.click(within(dialog).getByRole('button', { name: 'Stummschalten' }));
    await waitFor(() => expect(bodies).toEqual([{ uids: ['a1', 'a2'], until: tomorrow8.toISOString() }]));
    await waitFor(() =>
      expect(toasts(store)).toEqual(['1 Alarm stummgeschaltet. 1 Alarm war inzwischen geschlossen.']),
    );
    expect(screen.queryByRole('region', { name: 'Auswahl' })).toBeNull();
  });

  it('refuses an end of its own in the past, in German, and sends nothing', async () => {
    fakeAlertList(server, two);
    const bodies = fakeSnooze();
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Alarme' });
    await user.click(within(table).getByRole('button', { name: /Filiale 1002 .* stummschalten$/ }));
    const dialog = await screen.findByRole('dialog', { name: '1 Alarm stummschalten' });
    await user.click(within(dialog).getByRole('radio', { name: 'Bis zu einem Zeitpunkt' }));
    const field = within(dialog).getByLabelText('Bis');
    await user.clear(field);
    await user.type(field, '2020-01-01T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Stummschalten' }));
    expect(await within(dialog).findByText('"Bis" muss in der Zukunft liegen.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // 'Abbrechen' closes it and changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("marks a snoozed alert 'Stummgeschaltet bis hh:mm' with who and why in its tooltip", async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    fakeAlertList(server, [
      alertOf({
        snooze: { until: until.toISOString(), by: 'Otto Operator', at: '2026-11-20T08:15:00Z', comment: 'Umbau' },
      }),
    ]);
    renderPage('/frontend/alerts?snoozed=show');
    const mark = await screen.findByText(/^Stummgeschaltet bis /);
    expect(mark).toHaveTextContent(
      startOfDay(until).getTime() === startOfDay(new Date()).getTime()
        ? `Stummgeschaltet bis ${format(until, 'HH:mm')}`
        : `Stummgeschaltet bis ${format(until, 'dd.MM. HH:mm')}`,
    );
    expect(mark).toHaveAttribute('title', 'Von Otto Operator: Umbau');
  });

  it('hides snoozed alerts by default, shows them with the filter, and takes owner=none from the URL', async () => {
    const queries = fakeAlertList(server, two);
    const { user } = renderPage('/frontend/alerts?contextId=*&state=open&owner=none');
    await screen.findByRole('table', { name: 'Alarme' });
    expect(queries.at(-1)!.get('snoozed')).toBe('hide');
    expect(queries.at(-1)!.get('owner')).toBe('none');
    expect(screen.getByRole('checkbox', { name: 'Ohne Bearbeiter' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stummgeschaltete' }), 'Einbeziehen');
    await waitFor(() => expect(queries.at(-1)!.get('snoozed')).toBe('show'));
    await user.click(screen.getByRole('checkbox', { name: 'Ohne Bearbeiter' }));
    await waitFor(() => expect(queries.at(-1)!.get('owner')).toBeNull());
  });
});
