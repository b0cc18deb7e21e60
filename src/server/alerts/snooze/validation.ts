import { texts } from '../../../shared/texts/de';

// The check of a snooze's end beyond the contract's (which has checked that it is a time).

const t = texts.alertSnooze;

/** The longest snooze: a week covers a long weekend and a holiday; longer is forgetting, not snoozing. */
export const maxSnoozeMs = 7 * 24 * 60 * 60_000;

/** What is wrong with the end, in German; undefined when nothing is. */
export function snoozeError(until: number, now: number): string | undefined {
  if (!Number.isFinite(until)) return t.untilMissing;
  if (!(until > now)) return t.untilPast;
  if (until > now + maxSnoozeMs) return t.untilTooFar;
  return undefined;
}
