import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berlinDay, berlinDayStart, berlinTime } from './berlin';

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
});
