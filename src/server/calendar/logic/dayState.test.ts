import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Holidays from 'date-holidays';
import { holidayRegions } from '../../../shared/calendar/regions';
import type { CalendarFacts } from '../../../shared/calendar/types';
import { isHolidayRegion, publicHoliday, storeDayState, storeOpenSince } from './index';

// What the store details show of today: open until when, the holiday, the special day.

const facts = (changes: Partial<CalendarFacts> = {}): CalendarFacts => ({
  timeZone: 'Europe/Berlin',
  region: 'DE-NW',
  openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
  specialDays: [],
  ...changes,
});

function stateAt(calendar: CalendarFacts, iso: string) {
  const state = storeDayState(calendar, Date.parse(iso));
  return { ...state, until: state.until === null ? null : new Date(state.until).toISOString() };
}

describe('the store’s state today', () => {
  it('is open until closing, closed until the next opening', () => {
    assert.deepEqual(stateAt(facts(), '2026-11-24T12:00:00Z'), {
      open: true,
      until: '2026-11-24T19:00:00.000Z',
      holiday: null,
      specialDay: null,
      note: null,
      blackout: false,
    });
    // Saturday night: closed until Monday 08:00.
    assert.equal(stateAt(facts(), '2026-11-28T22:00:00Z').open, false);
    assert.equal(stateAt(facts(), '2026-11-28T22:00:00Z').until, '2026-11-30T07:00:00.000Z');
  });

  it('names the holiday and counts it closed (Fronleichnam in NW, not in NI)', () => {
    const nw = stateAt(facts(), '2027-05-27T10:00:00Z');
    assert.equal(nw.holiday, 'Fronleichnam');
    assert.equal(nw.open, false);
    assert.equal(nw.until, '2027-05-28T06:00:00.000Z');
    const ni = stateAt(facts({ region: 'DE-NI' }), '2027-05-27T10:00:00Z');
    assert.deepEqual([ni.holiday, ni.open], [null, true]);
    assert.equal(publicHoliday('DE-NW', '2027-05-27'), 'Fronleichnam');
    assert.equal(publicHoliday('DE-NI', '2027-05-27'), null);
    assert.equal(publicHoliday('AT-9', '2026-12-08'), 'Mariä Empfängnis');
    // Only public holidays count: Christmas Eve is none.
    assert.equal(publicHoliday('DE-NW', '2026-12-24'), null);
  });

  it('shows today’s special day with its note, in the store’s local date', () => {
    const calendar = facts({
      timeZone: 'Atlantic/Canary',
      region: 'ES-CN',
      specialDays: [
        { date: '2026-12-03', kind: 'blackout', note: 'Kassenwechsel' },
        { date: '2026-12-04', kind: 'closed', note: 'Inventur' },
      ],
    });
    // 23:30 UTC on 3 December is still the 3rd on the Canary Islands (UTC+0), the 4th in Berlin.
    const blackout = stateAt(calendar, '2026-12-03T23:30:00Z');
    assert.deepEqual([blackout.specialDay, blackout.note, blackout.blackout], ['blackout', 'Kassenwechsel', true]);
    const inventory = stateAt(calendar, '2026-12-04T12:00:00Z');
    assert.deepEqual([inventory.specialDay, inventory.note, inventory.open], ['closed', 'Inventur', false]);
    assert.equal(inventory.until, '2026-12-05T08:00:00.000Z');
  });

  it('has no next change when the store never opens within 14 days', () => {
    assert.deepEqual(stateAt(facts({ openingHours: [] }), '2026-11-24T12:00:00Z').until, null);
  });
});

describe('the holiday regions', () => {
  it('are all known to date-holidays, with holidays of their own', () => {
    const holidays = new Holidays();
    for (const { code } of holidayRegions) {
      const [country, state] = code.split('-') as [string, string | undefined];
      assert.ok(country in holidays.getCountries(), code);
      if (state) assert.ok(state in (holidays.getStates(country) ?? {}), code);
      assert.ok(isHolidayRegion(code), code);
      assert.ok(publicHoliday(code, '2027-01-01') !== null, `${code}: Neujahr`);
    }
    assert.equal(isHolidayRegion('DE-XX'), false);
    assert.equal(publicHoliday('DE-XX', '2027-01-01'), null);
  });
});

// Alerts that count only opening time (a printer out of paper since the night, issue 51) count from here.
describe('when the store’s current opening began', () => {
  const since = (calendar: CalendarFacts, iso: string) => {
    const at = storeOpenSince(calendar, Date.parse(iso));
    return at === null ? null : new Date(at).toISOString();
  };

  it('is today’s opening while open, none while closed', () => {
    assert.equal(since(facts(), '2026-11-24T12:00:00Z'), '2026-11-24T07:00:00.000Z');
    assert.equal(since(facts(), '2026-11-24T20:00:00Z'), null);
    assert.equal(since(facts(), '2026-11-29T12:00:00Z'), null, 'Sunday');
  });

  it('is the evening before for hours that run on across midnight', () => {
    const night = facts({
      openingHours: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
        { weekday, from: '00:00', to: '02:00' },
        { weekday, from: '18:00', to: '24:00' },
      ]),
    });
    assert.equal(since(night, '2026-11-25T00:30:00Z'), '2026-11-24T17:00:00.000Z');
  });
});
