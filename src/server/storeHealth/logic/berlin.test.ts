import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { beforeBerlinDay, berlinDay, berlinDayBounds, berlinDayStart, berlinTime } from './berlin';

describe('times in Berlin for the causes', () => {
  it('names the day and its start in winter and in summer time', () => {
    const winter = Date.parse('2026-11-29T23:30:00Z'); // 00:30 on the 30th in Berlin
    assert.equal(berlinDay(winter), '2026-11-30');
    assert.equal(berlinDayStart(winter), Date.parse('2026-11-29T23:00:00Z'));
    const summer = Date.parse('2026-07-01T22:15:00Z'); // 00:15 on 2 July
    assert.equal(berlinDay(summer), '2026-07-02');
    assert.equal(berlinDayStart(summer), Date.parse('2026-07-01T22:00:00Z'));
    // The day summer time begins starts at 23:00 UTC the day before, with winter time.
    assert.equal(berlinDayStart(Date.parse('2026-03-29T12:00:00Z')), Date.parse('2026-03-28T23:00:00Z'));
  });

  it('says the time alone on the same day and with the date on an earlier one', () => {
    const now = Date.parse('2026-11-29T15:00:00Z');
    assert.equal(berlinTime(Date.parse('2026-11-29T09:42:00Z'), now), '10:42');
    assert.equal(berlinTime(Date.parse('2026-11-28T09:42:00Z'), now), '28.11. 10:42');
  });

  it('bounds the day on the 23- and 25-hour days too', () => {
    // 29 March 2026 (summer time begins) has 23 hours, 25 October 2026 (it ends) 25.
    const spring = berlinDayBounds(Date.parse('2026-03-29T12:00:00Z'));
    assert.deepEqual(spring, { start: Date.parse('2026-03-28T23:00:00Z'), end: Date.parse('2026-03-29T22:00:00Z') });
    const autumn = berlinDayBounds(Date.parse('2026-10-25T12:00:00Z'));
    assert.deepEqual(autumn, { start: Date.parse('2026-10-24T22:00:00Z'), end: Date.parse('2026-10-25T23:00:00Z') });
    const now = Date.parse('2026-10-25T22:30:00Z'); // 23:30, still the 25th in Berlin
    assert.equal(berlinTime(Date.parse('2026-10-24T22:10:00Z'), now), '00:10');
    assert.equal(berlinTime(Date.parse('2026-10-24T21:50:00Z'), now), '24.10. 23:50');
    assert.equal(beforeBerlinDay(Date.parse('2026-10-24T21:59:00Z'), now), true);
    assert.equal(beforeBerlinDay(Date.parse('2026-10-24T22:00:00Z'), now), false);
  });
});
