import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { CalendarFacts, SpecialDay, TimeRange, WindowRule } from '../../../shared/calendar/types';
import { datesAround, fixedRangeOn, isBlackoutDate, localDate, openingsOn } from '../../test/calendarOracle';
import { mayInstallAt, nextUpdateWindow } from './index';

// Over a simulated year (2027, both daylight-saving nights included) and 5,000 random stores: no
// window overlaps opening hours (nor the rule's minutes after closing and before opening), each lies
// inside one fixed-range occurrence and outside blackout dates, and from < to. The openings are
// read a second time by the plain oracle of test/calendarOracle.ts.

const minuteMs = 60_000;
const yearStart = Date.parse('2027-01-01T00:00:00Z');
const yearEnd = Date.parse('2028-01-01T00:00:00Z');
const stores = 5000;

const zones = ['Europe/Berlin', 'Europe/Vienna', 'Atlantic/Canary', 'Europe/Zurich', 'America/New_York'];
const regions = [null, 'DE-NW', 'DE-NI', 'DE-BY', 'AT-9', 'CH-ZH', 'ES-CN'];

// Quarter hours, so ranges often meet, touch the skipped and doubled hours, and run past midnight.
const time = fc
  .integer({ min: 0, max: 95 })
  .map((q) => `${String(q >> 2).padStart(2, '0')}:${String((q & 3) * 15).padStart(2, '0')}`);
const range: fc.Arbitrary<TimeRange> = fc
  .record({ from: time, to: time })
  .filter((candidate) => candidate.from !== candidate.to);

const openingHours = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 7 }), fc.array(range, { maxLength: 2 })), { maxLength: 7 })
  .map((days) => days.flatMap(([weekday, ranges]) => ranges.map((r) => ({ weekday, ...r }))));

const specialDay: fc.Arbitrary<SpecialDay> = fc.record({
  date: fc
    .integer({ min: -3, max: 368 })
    .map((day) => new Date(yearStart + day * 86_400_000).toISOString().slice(0, 10)),
  kind: fc.constantFrom('closed' as const, 'hours' as const, 'blackout' as const),
  hours: fc.array(range, { minLength: 1, maxLength: 2 }),
  note: fc.constant(''),
});

const facts: fc.Arbitrary<CalendarFacts> = fc.record({
  timeZone: fc.constantFrom(...zones),
  region: fc.constantFrom(...regions),
  openingHours,
  // One special day a date, as the merged facts have them.
  specialDays: fc
    .uniqueArray(specialDay, { maxLength: 8, selector: (day) => day.date })
    .map((days) => days.map((day) => (day.kind === 'hours' ? day : { date: day.date, kind: day.kind, note: '' }))),
});

const rule: fc.Arbitrary<WindowRule> = fc.record({
  enabled: fc.constant(true),
  minutesAfterClosing: fc.oneof(fc.constant(30), fc.integer({ min: 0, max: 720 })),
  minutesBeforeOpening: fc.oneof(fc.constant(30), fc.integer({ min: 0, max: 720 })),
  afterDayClose: fc.boolean(),
  fixedRange: fc.option(range, { freq: 2 }),
});

// Random moments of the year, and the two nights whose length changes in Europe.
const moments = fc
  .array(fc.integer({ min: yearStart, max: yearEnd }), { minLength: 3, maxLength: 6 })
  .map((list) => [...list, Date.parse('2027-03-27T23:00:00Z'), Date.parse('2027-10-30T22:00:00Z')]);

function checkWindow(
  store: CalendarFacts,
  windowRule: WindowRule,
  at: number,
  dayCloseAt: number | null,
): number | null {
  const window = nextUpdateWindow(store, windowRule, at, dayCloseAt);
  if (window === null) return null;
  const { from, to } = window;
  const where = `${store.timeZone} ${new Date(from).toISOString()} – ${new Date(to).toISOString()}`;
  assert.ok(to - from >= minuteMs, `at least a minute: ${where}`);
  assert.ok(to > at, `ends after the moment asked: ${where}`);
  // No opening within the window, nor within the minutes the rule keeps free around it.
  const before = from - windowRule.minutesAfterClosing * minuteMs;
  const after = to + windowRule.minutesBeforeOpening * minuteMs;
  const dates = datesAround(store.timeZone, before, after);
  for (const [open, close] of openingsOn(store, dates))
    assert.ok(close <= before || open >= after, `overlaps ${new Date(open).toISOString()}: ${where}`);
  if (windowRule.fixedRange) {
    const inside = fixedRangeOn(store, windowRule, datesAround(store.timeZone, from, from)).some(
      ([start, end]) => start <= from && to <= end,
    );
    assert.ok(inside, `inside the fixed range: ${where}`);
  }
  for (const date of datesAround(store.timeZone, from, to - 1).slice(1))
    assert.ok(!isBlackoutDate(store, date), `blackout ${date}: ${where}`);
  // Allowed exactly inside a window that does not wait for the day close.
  const inside = from <= at && at < to && !window.waitingForDayClose;
  assert.equal(
    mayInstallAt(store, windowRule, at, dayCloseAt),
    inside,
    `may install at ${new Date(at).toISOString()}: ${where}`,
  );
  return to;
}

describe('update windows over a year of 5,000 random stores', () => {
  it('never overlap opening hours, keep to the fixed range and the blackouts', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        facts,
        rule,
        moments,
        fc.option(fc.integer({ min: 0, max: 48 * 60 })),
        (store, windowRule, ats, closeAgo) => {
          for (const at of ats) {
            const dayCloseAt = closeAgo === null ? null : at - closeAgo * minuteMs;
            // The window of the moment and the one after it.
            const end = checkWindow(store, windowRule, at, dayCloseAt);
            if (end !== null) checkWindow(store, windowRule, end, dayCloseAt);
          }
        },
      ),
      { numRuns: stores },
    );
  });

  it('finds the local date the way the oracle does (a check of the oracle itself)', () => {
    assert.equal(localDate('Atlantic/Canary', Date.parse('2027-06-30T23:30:00Z')), '2027-07-01');
    assert.equal(localDate('Europe/Berlin', Date.parse('2027-03-28T00:30:00Z')), '2027-03-28');
  });
});
