import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StoreCalendar, StoreCalendarForm, UpdateWindowRule, UpdateWindowRuleForm } from '../../api/calendar';
import { shownError } from '../../testing/forms';
import { setupMswServer } from '../../testing/msw';
import { renderAt, sessionFixture } from '../../testing/render';
import { StoreCalendarTab } from './StoreCalendarTab';

const server = setupMswServer();

// A store on the Canary Islands (one hour behind Berlin), open Monday 08:00–20:00, with a special
// day of its own and one of its context; its next window Tuesday night, far ahead of the test.
const calendar: StoreCalendar = {
  timeZone: 'Atlantic/Canary',
  region: 'ES-CN',
  openingHours: [{ weekday: 1, from: '08:00', to: '20:00' }],
  specialDays: [{ date: '2030-12-24', kind: 'closed', note: 'Inventur' }],
  contextSpecialDays: [{ date: '2030-12-31', kind: 'blackout', note: 'Jahresabschluss' }],
  own: true,
  state: { open: false, until: null, holiday: 'Día de Canarias', specialDay: null, note: null, blackout: false },
  nextWindow: { from: '2030-11-26T20:30:00Z', to: '2030-11-27T06:30:00Z', waitingForDayClose: false },
};
const rule: UpdateWindowRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
  own: false,
};

function fakeServer() {
  const saves: StoreCalendarForm[] = [];
  const ruleSaves: UpdateWindowRuleForm[] = [];
  server.use(
    http.get('/api/frontend/store-calendar', () => HttpResponse.json(calendar)),
    http.get('/api/frontend/update-window-rule', () => HttpResponse.json(rule)),
    http.post('/api/frontend/store-calendar/save', async ({ request }) => {
      saves.push((await request.json()) as StoreCalendarForm);
      return HttpResponse.json({ ok: true });
    }),
    http.post('/api/frontend/update-window-rule/save', async ({ request }) => {
      ruleSaves.push((await request.json()) as UpdateWindowRuleForm);
      return HttpResponse.json({ ok: true });
    }),
  );
  return { saves, ruleSaves };
}

async function renderTab(session = sessionFixture) {
  const user = userEvent.setup();
  const view = renderAt(<StoreCalendarTab contextId="NORDMARKT" storeUid="store-1" />, '/frontend/cashpoints', session);
  await screen.findByText(/Nächstes Update-Fenster/);
  return { ...view, user };
}

describe("the store details' tab Öffnungszeiten", () => {
  it("shows today's state and the next window in the store's own time zone", async () => {
    fakeServer();
    await renderTab();
    expect(screen.getByTestId('calendar-state')).toHaveTextContent('Feiertag: Día de Canarias · geschlossen');
    // 20:30 UTC is 20:30 on the Canary Islands in winter (21:30 in Berlin).
    expect(screen.getByTestId('calendar-window')).toHaveTextContent(
      'Nächstes Update-Fenster: Di, 26.11. 20:30 – Mi 06:30',
    );
    expect(screen.getByText(/31\.12\.2030: Update-Sperre – Jahresabschluss/)).toBeInTheDocument();
  });

  it('names a time that does not exist under its field and sends nothing', async () => {
    const { saves } = fakeServer();
    const { user } = await renderTab();
    const from = await screen.findByRole('textbox', { name: 'Montag, Zeitraum 1 von' });
    await user.clear(from);
    await user.type(from, '25:00');
    await user.click(screen.getByRole('button', { name: 'Öffnungszeiten speichern' }));
    await waitFor(() =>
      expect(shownError(from)).toBe('„25:00“ ist keine Uhrzeit: erlaubt ist HH:mm von 00:00 bis 23:59.'),
    );
    expect(screen.getByText('Prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('saves the hours as edited: a second range past midnight on Sunday, and the store keeps its context rule', async () => {
    const { saves, ruleSaves } = fakeServer();
    const { user, store } = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Zeitraum am Sonntag hinzufügen' }));
    const sunday = within(screen.getByRole('group', { name: 'Sonntag' }));
    const to = sunday.getByRole('textbox', { name: 'Sonntag, Zeitraum 1 bis' });
    await user.clear(to);
    await user.type(to, '02:00');
    expect(sunday.getByText('bis in den nächsten Tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öffnungszeiten speichern' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      contextId: 'NORDMARKT',
      storeUid: 'store-1',
      timeZone: 'Atlantic/Canary',
      region: 'ES-CN',
      openingHours: [
        { weekday: 1, from: '08:00', to: '20:00' },
        { weekday: 7, from: '08:00', to: '02:00' },
      ],
      specialDays: [{ date: '2030-12-24', kind: 'closed', note: 'Inventur' }],
    });
    expect(ruleSaves).toEqual([]);
    await waitFor(() => expect(store.getState().toasts.map((t) => t.message)).toEqual(['Öffnungszeiten gespeichert']));
  });

  it('saves a special day of other hours with two ranges, and a range removed again is not sent', async () => {
    const { saves } = fakeServer();
    const { user } = await renderTab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'hours');
    const day = within(screen.getByRole('group', { name: 'Öffnungszeiten an diesem Tag' }));
    await user.click(day.getByRole('button', { name: 'Zeitraum am Sondertag 1 hinzufügen' }));
    await user.click(day.getByRole('button', { name: 'Zeitraum am Sondertag 1 hinzufügen' }));
    await user.click(day.getByRole('button', { name: 'Zeitraum 2 am Sondertag 1 entfernen' }));
    const to = day.getAllByRole('textbox', { name: 'Sondertag 1, bis' });
    expect(to).toHaveLength(2);
    await user.clear(to[0]!);
    await user.type(to[0]!, '13:00');
    const from = day.getAllByRole('textbox', { name: 'Sondertag 1, von' });
    await user.clear(from[1]!);
    await user.type(from[1]!, '14:00');
    await user.click(screen.getByRole('button', { name: 'Öffnungszeiten speichern' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.specialDays).toEqual([
      {
        date: '2030-12-24',
        kind: 'hours',
        hours: [
          { from: '10:00', to: '13:00' },
          { from: '14:00', to: '18:00' },
        ],
        note: 'Inventur',
      },
    ]);
  });

  it('says under "erst nach dem Tagesabschluss" that a store without a day close gets no window', async () => {
    fakeServer();
    const { user } = await renderTab();
    await user.click(await screen.findByRole('radio', { name: 'eigene Regel' }));
    const afterDayClose = screen.getByRole('checkbox', { name: 'erst nach dem Tagesabschluss' });
    expect(screen.queryByText(/keinen Tagesabschluss meldet/)).not.toBeInTheDocument();
    await user.click(afterDayClose);
    expect(afterDayClose).toHaveAccessibleDescription(
      'Eine Filiale, deren STORE-Instanz keinen Tagesabschluss meldet, bekommt damit kein Update-Fenster.',
    );
  });

  it("takes the context's calendar again on request, sending the store's own special days", async () => {
    const { saves } = fakeServer();
    const { user, store } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Kalender des Kontexts übernehmen' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      contextId: 'NORDMARKT',
      storeUid: 'store-1',
      inherit: true,
      specialDays: [{ date: '2030-12-24', kind: 'closed', note: 'Inventur' }],
    });
    await waitFor(() =>
      expect(store.getState().toasts.map((t) => t.message)).toContain(
        'Die Filiale hat wieder den Kalender ihres Kontexts.',
      ),
    );
  });

  it('saves an own window rule of the store when chosen', async () => {
    const { ruleSaves } = fakeServer();
    const { user } = await renderTab();
    await user.click(await screen.findByRole('radio', { name: 'eigene Regel' }));
    const after = screen.getByRole('textbox', { name: 'Minuten nach Ladenschluss' });
    await user.clear(after);
    await user.type(after, '45');
    await user.click(screen.getByRole('button', { name: 'Öffnungszeiten speichern' }));
    await waitFor(() => expect(ruleSaves).toHaveLength(1));
    expect(ruleSaves[0]).toEqual({
      contextId: 'NORDMARKT',
      storeUid: 'store-1',
      inherit: false,
      enabled: true,
      minutesAfterClosing: 45,
      minutesBeforeOpening: 30,
      afterDayClose: false,
      fixedRange: null,
    });
  });

  it('shows the calendar without a form to those without the right to change it', async () => {
    fakeServer();
    await renderTab({ ...sessionFixture, rights: sessionFixture.rights.filter((r) => r !== 'CALENDAR_CHANGE') });
    expect(await screen.findByText('Spanien: Kanarische Inseln')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Öffnungszeiten speichern' })).toBeNull();
    expect(screen.getByText('Zum Ändern fehlt das Recht „Kalender ändern“.')).toBeInTheDocument();
  });
});
