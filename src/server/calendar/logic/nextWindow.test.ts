import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalendarFacts, OpeningRange, SpecialDay, WindowRule } from '../../../shared/calendar/types';
import { mayInstallAt, nextUpdateWindow } from './index';

// The update window as an agent's store sees it: each case names the local times the operator set
// and the UTC moments the agent is told.

const weekdays = (from: string, to: string, days = [1, 2, 3, 4, 5, 6]): OpeningRange[] =>
  days.map((weekday) => ({ weekday, from, to }));

const store = (facts: Partial<CalendarFacts> = {}): CalendarFacts => ({
  timeZone: 'Europe/Berlin',
  region: null,
  openingHours: weekdays('08:00', '20:00'),
  specialDays: [],
  ...facts,
});

const rule = (changes: Partial<WindowRule> = {}): WindowRule => ({
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
  ...changes,
});

const ms = (iso: string) => Date.parse(iso);

/** The window as [from, to] in ISO UTC, with ' wartet' when it waits for the day close. */
function windowAt(facts: CalendarFacts, windowRule: WindowRule, at: string, dayCloseAt: string | null = null) {
  const window = nextUpdateWindow(facts, windowRule, ms(at), dayCloseAt === null ? null : ms(dayCloseAt));
  if (window === null) return null;
  const text = (moment: number) => new Date(moment).toISOString().replace(':00.000Z', 'Z');
  return [text(window.from), text(window.to) + (window.waitingForDayClose ? ' wartet' : '')];
}

const everyDay = weekdays('06:00', '22:00', [1, 2, 3, 4, 5, 6, 7]);

describe('the next update window', () => {
  it('lies between closing and opening, shortened by the rule, in the store’s zone', () => {
    // Tuesday 24 November 2026, winter time (UTC+1): closed 20:00–08:00 → 20:30–07:30 local.
    assert.deepEqual(windowAt(store(), rule(), '2026-11-24T12:00:00Z'), ['2026-11-24T19:30Z', '2026-11-25T06:30Z']);
    // Asked inside the window: the same window.
    assert.deepEqual(windowAt(store(), rule(), '2026-11-25T02:00:00Z'), ['2026-11-24T19:30Z', '2026-11-25T06:30Z']);
    // Saturday evening until Monday morning (closed on Sunday).
    assert.deepEqual(windowAt(store(), rule(), '2026-11-28T12:00:00Z'), ['2026-11-28T19:30Z', '2026-11-30T06:30Z']);
  });

  it('is none when the rule is off, and installing is then always allowed', () => {
    assert.equal(windowAt(store(), rule({ enabled: false }), '2026-11-24T12:00:00Z'), null);
    assert.equal(mayInstallAt(store(), rule({ enabled: false }), ms('2026-11-24T12:00:00Z'), null), true);
  });

  it('allows installing only inside the window', () => {
    assert.equal(mayInstallAt(store(), rule(), ms('2026-11-24T12:00:00Z'), null), false);
    assert.equal(mayInstallAt(store(), rule(), ms('2026-11-24T19:15:00Z'), null), false);
    assert.equal(mayInstallAt(store(), rule(), ms('2026-11-24T19:30:00Z'), null), true);
    assert.equal(mayInstallAt(store(), rule(), ms('2026-11-25T06:29:00Z'), null), true);
    assert.equal(mayInstallAt(store(), rule(), ms('2026-11-25T06:30:00Z'), null), false);
  });

  it('is an hour shorter in the spring night (Europe/Berlin, 28 March 2027)', () => {
    // Closed 22:00 CET (21:00Z) until 06:00 CEST (04:00Z): 22:30 – 05:30 is six hours, not seven.
    const facts = store({ openingHours: everyDay });
    assert.deepEqual(windowAt(facts, rule(), '2027-03-27T12:00:00Z'), ['2027-03-27T21:30Z', '2027-03-28T03:30Z']);
    // 02:00–05:00 local: 02:00 does not exist that night and moves forward to 03:00 CEST.
    const fixed = rule({ fixedRange: { from: '02:00', to: '05:00' } });
    assert.deepEqual(windowAt(facts, fixed, '2027-03-27T12:00:00Z'), ['2027-03-28T01:00Z', '2027-03-28T03:00Z']);
    // 02:30 moves to 03:30 CEST.
    const half = rule({ fixedRange: { from: '02:30', to: '05:00' } });
    assert.deepEqual(windowAt(facts, half, '2027-03-27T12:00:00Z'), ['2027-03-28T01:30Z', '2027-03-28T03:00Z']);
    // Sunday opens at 02:15 (which becomes 03:15) and at 03:00: the earlier opening is the one at 03:00.
    const sunday = store({ openingHours: weekdays('02:15', '12:00', [7]).concat(weekdays('03:00', '13:00', [7])) });
    assert.deepEqual(windowAt(sunday, rule(), '2027-03-27T12:00:00Z'), ['2027-03-21T12:30Z', '2027-03-28T00:30Z']);
  });

  it('is an hour longer in the autumn night (Europe/Berlin, 25 October 2026)', () => {
    // Closed 22:00 CEST (20:00Z) until 06:00 CET (05:00Z): 22:30 – 05:30 is eight hours.
    const facts = store({ openingHours: everyDay });
    assert.deepEqual(windowAt(facts, rule(), '2026-10-24T12:00:00Z'), ['2026-10-24T20:30Z', '2026-10-25T04:30Z']);
    // 02:00 happens twice: the first (CEST, 00:00Z) counts, so 02:00–05:00 is four hours.
    const fixed = rule({ fixedRange: { from: '02:00', to: '05:00' } });
    assert.deepEqual(windowAt(facts, fixed, '2026-10-24T12:00:00Z'), ['2026-10-25T00:00Z', '2026-10-25T04:00Z']);
  });

  it('opens no window before a closing time the autumn night shows twice has passed the second time', () => {
    // Open Saturday 18:00 – 02:30: 02:30 comes at 00:30Z (CEST) and again at 01:30Z (CET); the
    // customers leave at the second.
    const late = store({ openingHours: weekdays('18:00', '02:30', [6]) });
    const [from] = windowAt(late, rule({ minutesAfterClosing: 0 }), '2026-10-24T20:00:00Z')!;
    assert.equal(from, '2026-10-25T01:30Z');
    assert.equal(mayInstallAt(late, rule({ minutesAfterClosing: 0 }), ms('2026-10-25T01:15:00Z'), null), false);
  });

  it('follows hours past midnight', () => {
    // A bar: Friday and Saturday 18:00–03:00, closed otherwise.
    const bar = store({ openingHours: weekdays('18:00', '03:00', [5, 6]) });
    // Saturday 03:30 – 17:30 local (winter, UTC+1).
    assert.deepEqual(windowAt(bar, rule(), '2026-11-28T01:00:00Z'), ['2026-11-28T02:30Z', '2026-11-28T16:30Z']);
    // From Sunday 03:30 until next Friday 17:30.
    assert.deepEqual(windowAt(bar, rule(), '2026-11-28T20:00:00Z'), ['2026-11-29T02:30Z', '2026-12-04T16:30Z']);
    // A range running into the next day's first range leaves no gap at midnight.
    const joined = store({
      openingHours: [...weekdays('08:00', '02:00', [5]), ...weekdays('02:00', '12:00', [6])],
    });
    assert.deepEqual(windowAt(joined, rule(), '2026-11-27T12:00:00Z'), ['2026-11-28T11:30Z', '2026-12-04T06:30Z']);
  });

  it('keeps the Canary Islands one hour behind Berlin (Atlantic/Canary)', () => {
    const at = '2026-11-24T12:00:00Z';
    assert.deepEqual(windowAt(store({ timeZone: 'Atlantic/Canary' }), rule(), at), [
      '2026-11-24T20:30Z',
      '2026-11-25T07:30Z',
    ]);
    // In summer too (WEST, UTC+1 against CEST, UTC+2).
    assert.deepEqual(windowAt(store({ timeZone: 'Atlantic/Canary' }), rule(), '2027-06-15T12:00:00Z'), [
      '2027-06-15T19:30Z',
      '2027-06-16T06:30Z',
    ]);
  });

  it('counts Fronleichnam (27 May 2027) as closed in NW, not in NI', () => {
    const at = '2027-05-26T12:00:00Z';
    // Wednesday 20:30 CEST until Friday 07:30 in Nordrhein-Westfalen …
    assert.deepEqual(windowAt(store({ region: 'DE-NW' }), rule(), at), ['2027-05-26T18:30Z', '2027-05-28T05:30Z']);
    // … until Thursday 07:30 in Niedersachsen.
    assert.deepEqual(windowAt(store({ region: 'DE-NI' }), rule(), at), ['2027-05-26T18:30Z', '2027-05-27T05:30Z']);
    // An 'hours' special day opens the holiday.
    const open: SpecialDay = { date: '2027-05-27', kind: 'hours', hours: [{ from: '10:00', to: '14:00' }], note: '' };
    assert.deepEqual(windowAt(store({ region: 'DE-NW', specialDays: [open] }), rule(), at), [
      '2027-05-26T18:30Z',
      '2027-05-27T07:30Z',
    ]);
  });

  it('cuts out a blackout range (1–24 December 2026)', () => {
    const december: SpecialDay[] = Array.from({ length: 24 }, (_, i) => ({
      date: `2026-12-${String(i + 1).padStart(2, '0')}`,
      kind: 'blackout',
      note: 'Weihnachtsgeschäft',
    }));
    const facts = store({ specialDays: december });
    // Monday 30 November: 20:30 until midnight, where the blackout begins.
    assert.deepEqual(windowAt(facts, rule(), '2026-11-30T12:00:00Z'), ['2026-11-30T19:30Z', '2026-11-30T23:00Z']);
    // Inside the blackout the next window begins at midnight after 24 December …
    assert.deepEqual(windowAt(facts, rule(), '2026-12-10T12:00:00Z'), ['2026-12-24T23:00Z', '2026-12-25T06:30Z']);
    // … and the store opens as usual on blackout days.
    assert.equal(mayInstallAt(facts, rule(), ms('2026-12-10T22:00:00Z'), null), false);
  });

  it('waits for the day close, and a late one moves the start', () => {
    const afterClose = rule({ afterDayClose: true });
    const facts = store();
    // Monday's day close not reported yet (the last one was Saturday's): the window waits.
    assert.deepEqual(windowAt(facts, afterClose, '2026-11-23T20:00:00Z', '2026-11-21T19:40:00Z'), [
      '2026-11-23T19:30Z',
      '2026-11-24T06:30Z wartet',
    ]);
    assert.equal(mayInstallAt(facts, afterClose, ms('2026-11-23T20:00:00Z'), ms('2026-11-21T19:40:00Z')), false);
    // Reported at 23:15 local (22:15Z): the window starts then.
    assert.deepEqual(windowAt(facts, afterClose, '2026-11-23T22:20:00Z', '2026-11-23T22:15:00Z'), [
      '2026-11-23T22:15Z',
      '2026-11-24T06:30Z',
    ]);
    assert.equal(mayInstallAt(facts, afterClose, ms('2026-11-23T22:20:00Z'), ms('2026-11-23T22:15:00Z')), true);
    // Reported only at 07:45 local, after the window's end: no window that night; Tuesday's waits.
    assert.deepEqual(windowAt(facts, afterClose, '2026-11-24T06:45:00Z', '2026-11-24T06:45:00Z'), [
      '2026-11-24T19:30Z',
      '2026-11-25T06:30Z wartet',
    ]);
    // Without the rule's wish the day close does not matter.
    assert.deepEqual(windowAt(facts, rule(), '2026-11-23T20:00:00Z', null), ['2026-11-23T19:30Z', '2026-11-24T06:30Z']);
  });

  it('is limited to the fixed range each night', () => {
    const fixed = rule({ fixedRange: { from: '02:00', to: '05:00' } });
    assert.deepEqual(windowAt(store(), fixed, '2026-11-24T12:00:00Z'), ['2026-11-25T01:00Z', '2026-11-25T04:00Z']);
    // Saturday to Monday holds two nights of it; the first comes first.
    assert.deepEqual(windowAt(store(), fixed, '2026-11-28T12:00:00Z'), ['2026-11-29T01:00Z', '2026-11-29T04:00Z']);
    assert.deepEqual(windowAt(store(), fixed, '2026-11-29T05:00:00Z'), ['2026-11-30T01:00Z', '2026-11-30T04:00Z']);
  });

  it('without opening hours is limited only by the fixed range, blackouts and the horizon', () => {
    const none = store({ openingHours: [] });
    const window = nextUpdateWindow(none, rule(), ms('2026-11-24T12:00:00Z'), null)!;
    assert.ok(window.from <= ms('2026-11-24T12:00:00Z'));
    assert.ok(window.to >= ms('2026-11-24T12:00:00Z') + 60 * 86_400_000);
    assert.deepEqual(windowAt(none, rule({ fixedRange: { from: '01:00', to: '04:00' } }), '2026-11-24T12:00:00Z'), [
      '2026-11-25T00:00Z',
      '2026-11-25T03:00Z',
    ]);
  });

  it('is none when the store never closes long enough', () => {
    // Open around the clock, in two ranges that meet at midnight: no closed time at all.
    const always = store({
      openingHours: weekdays('00:00', '12:00', [1, 2, 3, 4, 5, 6, 7]).concat(
        weekdays('12:00', '00:00', [1, 2, 3, 4, 5, 6, 7]),
      ),
    });
    assert.equal(windowAt(always, rule(), '2026-11-24T12:00:00Z'), null);
    // Closed only 20:00–20:45: 30 minutes after and before leave nothing.
    const short = store({ openingHours: weekdays('20:45', '20:00', [1, 2, 3, 4, 5, 6, 7]) });
    assert.equal(windowAt(short, rule(), '2026-11-24T12:00:00Z'), null);
    assert.deepEqual(
      windowAt(short, rule({ minutesAfterClosing: 0, minutesBeforeOpening: 0 }), '2026-11-24T12:00:00Z'),
      ['2026-11-24T19:00Z', '2026-11-24T19:45Z'],
    );
  });
});
