import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quietUntil } from './quietHours';
import type { QuietHours } from './settings';

const nights: QuietHours = { enabled: true, from: '22:00', to: '06:00', days: [], timeZone: 'Europe/Berlin' };
const at = (iso: string) => Date.parse(iso);
const until = (quiet: QuietHours, iso: string) => {
  const end = quietUntil(quiet, at(iso));
  return end === null ? null : new Date(end).toISOString();
};

describe('quiet hours', () => {
  it('are never quiet when switched off', () => {
    assert.equal(until({ ...nights, enabled: false, days: [0, 1, 2, 3, 4, 5, 6] }, '2026-06-10T23:00:00Z'), null);
  });

  it('hold a night across midnight, in the zone, and end at its morning', () => {
    // 23:30 and 01:00 summer time (UTC+2) are inside; both end at 06:00 local, 04:00 UTC.
    assert.equal(until(nights, '2026-06-10T21:30:00Z'), '2026-06-11T04:00:00.000Z');
    assert.equal(until(nights, '2026-06-10T23:00:00Z'), '2026-06-11T04:00:00.000Z');
    // 21:59 and 06:00 local are not quiet.
    assert.equal(until(nights, '2026-06-10T19:59:00Z'), null);
    assert.equal(until(nights, '2026-06-11T04:00:00Z'), null);
  });

  it('hold a window within one day', () => {
    const noon = { ...nights, from: '12:00', to: '14:00' };
    assert.equal(until(noon, '2026-06-10T10:30:00Z'), '2026-06-10T12:00:00.000Z');
    assert.equal(until(noon, '2026-06-10T12:00:00Z'), null);
    assert.equal(until({ ...nights, from: '08:00', to: '08:00' }, '2026-06-10T06:00:00Z'), null);
  });

  it('hold a whole Sunday and chain it with the nights around it', () => {
    const sundays = { ...nights, days: [0] };
    // Sunday 14 June 2026, noon local: quiet until Monday 06:00 local.
    assert.equal(until(sundays, '2026-06-14T10:00:00Z'), '2026-06-15T04:00:00.000Z');
    // Saturday 23:00 local: the night, then Sunday, then the night to Monday.
    assert.equal(until(sundays, '2026-06-13T21:00:00Z'), '2026-06-15T04:00:00.000Z');
    // Without nights (from = to) Sunday ends at midnight local.
    assert.equal(until({ ...sundays, from: '00:00', to: '00:00' }, '2026-06-14T10:00:00Z'), '2026-06-14T22:00:00.000Z');
    // Saturday noon is not quiet.
    assert.equal(until(sundays, '2026-06-13T10:00:00Z'), null);
  });

  it('read the day in the zone, not in UTC', () => {
    const sundays = { ...nights, from: '00:00', to: '00:00', days: [0] };
    // Sunday 00:30 in Berlin is still Saturday in UTC.
    assert.equal(until(sundays, '2026-06-13T22:30:00Z'), '2026-06-14T22:00:00.000Z');
    // Sunday 23:00 in UTC is Monday in Berlin.
    assert.equal(until(sundays, '2026-06-14T23:00:00Z'), null);
    assert.equal(
      until({ ...sundays, timeZone: 'America/New_York' }, '2026-06-15T02:00:00Z'),
      '2026-06-15T04:00:00.000Z',
    );
  });

  it('follow the clock change to summer time and back', () => {
    // 29 March 2026 the clocks go from 02:00 to 03:00: the night ends at 06:00 summer time (04:00 UTC).
    assert.equal(until(nights, '2026-03-28T22:00:00Z'), '2026-03-29T04:00:00.000Z');
    // 25 October 2026 they go from 03:00 back to 02:00: 06:00 winter time is 05:00 UTC.
    assert.equal(until(nights, '2026-10-24T21:00:00Z'), '2026-10-25T05:00:00.000Z');
    // A night ending in the skipped hour ends once the clock is past it.
    const toSkipped = { ...nights, to: '02:30' };
    assert.equal(until(toSkipped, '2026-03-28T23:30:00Z'), '2026-03-29T01:30:00.000Z');
  });

  it('look again a week on when every day is quiet', () => {
    const always = { ...nights, days: [0, 1, 2, 3, 4, 5, 6] };
    const end = quietUntil(always, at('2026-06-10T10:00:00Z'))!;
    assert.ok(end >= at('2026-06-17T00:00:00Z'));
  });

  it('refuse an unknown time zone', () => {
    assert.throws(() => quietUntil({ ...nights, timeZone: 'Mars/Olympus' }, at('2026-06-10T23:00:00Z')), RangeError);
  });
});
