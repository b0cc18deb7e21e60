import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SpecialDay, WindowRule } from '../../shared/calendar/types';
import { mayInstallAt, nextUpdateWindow, storeDayState } from './logic';
import { storeFacts } from './stored';

// A store's calendar from its context's row and its own: the store's special day wins on its date,
// except that it never lifts the context's blackout.

const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
const calendar = JSON.stringify({ timeZone: 'Europe/Berlin', region: null, openingHours: hours });
const rule: WindowRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
};
const december: SpecialDay[] = ['2026-12-19', '2026-12-20', '2026-12-21'].map((date) => ({
  date,
  kind: 'blackout',
  note: 'Weihnachtsgeschäft',
}));
const shoppingSunday: SpecialDay = {
  date: '2026-12-20',
  kind: 'hours',
  hours: [{ from: '12:00', to: '18:00' }],
  note: 'Verkaufsoffener Sonntag',
};

describe("a store's calendar from its context's and its own rows", () => {
  const facts = storeFacts(
    { calendar, specialDays: JSON.stringify(december) },
    { calendar: null, specialDays: JSON.stringify([shoppingSunday]) },
  );

  it("keeps the store's own hours on a date of the context's blackout", () => {
    assert.deepEqual(
      facts.specialDays.find((day) => day.date === '2026-12-20'),
      shoppingSunday,
    );
    // Sunday 13:00 in Berlin: open for the shopping Sunday.
    assert.equal(storeDayState(facts, Date.parse('2026-12-20T12:00:00Z')).open, true);
  });

  it("installs nothing on that date all the same, as the context's blackout says", () => {
    // Sunday 20:00 in Berlin, after the shopping Sunday closed: still the blackout.
    const sundayEvening = Date.parse('2026-12-20T19:00:00Z');
    assert.equal(mayInstallAt(facts, rule, sundayEvening, null), false);
    assert.equal(storeDayState(facts, sundayEvening).blackout, true);
    // The first window after the three blackout days: Monday night, from 00:00 on the 22nd.
    const next = nextUpdateWindow(facts, rule, Date.parse('2026-12-18T12:00:00Z'), null)!;
    assert.equal(new Date(next.from).toISOString(), '2026-12-18T19:30:00.000Z');
    assert.equal(new Date(next.to).toISOString(), '2026-12-18T23:00:00.000Z');
    const after = nextUpdateWindow(facts, rule, next.to, null)!;
    assert.equal(new Date(after.from).toISOString(), '2026-12-21T23:00:00.000Z');
  });
});
