import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { previousDeadline } from './localDay';

describe('the deadline before the last one passed', () => {
  it('is yesterday morning once this morning’s deadline has passed, the day before before it', () => {
    // 10:00 and 07:00 in Berlin on 10 March 2026 (winter time, UTC+1).
    assert.equal(previousDeadline(Date.UTC(2026, 2, 10, 9, 0), 'Europe/Berlin', '08:00'), Date.UTC(2026, 2, 9, 7, 0));
    assert.equal(previousDeadline(Date.UTC(2026, 2, 10, 6, 0), 'Europe/Berlin', '08:00'), Date.UTC(2026, 2, 8, 7, 0));
  });

  it('is a calendar day back in the zone across a change of summer time, not 24 hours', () => {
    // 10:00 summer time on 29 March 2026 in Berlin; the day before 08:00 was still winter time.
    assert.equal(previousDeadline(Date.UTC(2026, 2, 29, 8, 0), 'Europe/Berlin', '08:00'), Date.UTC(2026, 2, 28, 7, 0));
    // 09:00 in New York on 8 March 2026, its first day of summer time.
    assert.equal(
      previousDeadline(Date.UTC(2026, 2, 8, 13, 0), 'America/New_York', '08:00'),
      Date.UTC(2026, 2, 7, 13, 0),
    );
  });
});
