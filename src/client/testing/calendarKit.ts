import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { StoreCalendar, UpdateWindowRule, WaitingStore } from '../api/calendar';

/** A store open Monday to Saturday 08:00–20:00 in Berlin, closed now, its window tonight. */
export const berlinCalendar: StoreCalendar = {
  timeZone: 'Europe/Berlin',
  region: 'DE-NW',
  openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
  specialDays: [],
  contextSpecialDays: [],
  own: false,
  state: { open: false, until: null, holiday: null, specialDay: null, note: null, blackout: false },
  nextWindow: { from: '2030-11-26T19:30:00Z', to: '2030-11-27T06:30:00Z', waitingForDayClose: false },
};

export const rule30: UpdateWindowRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
  own: false,
};

/**
 * The calendar reads the fleet pages make: every store's calendar and rule as above, and the stores
 * waiting for their window (none unless a test says so).
 */
export function fakeCalendarReads(server: SetupServer, waiting: WaitingStore[] = []) {
  server.use(
    http.get('/api/frontend/store-calendar', () => HttpResponse.json(berlinCalendar)),
    http.get('/api/frontend/update-window-rule', () => HttpResponse.json(rule30)),
    http.get('/api/frontend/store-calendar/waiting', () => HttpResponse.json({ stores: waiting })),
  );
}
