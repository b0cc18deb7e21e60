import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';

// The checks of a new maintenance beyond the contract's (which has checked the shapes): a reason
// that is more than blanks, an end in the future and within reach.

const t = alertOwnershipTexts.alertOwnershipMessages;

/** The longest maintenance: a refit takes weeks, not months; a forgotten one ends by itself. */
export const maxMaintenanceMs = 30 * 24 * 60 * 60_000;

/** What is wrong with the end and the reason, in German; undefined when nothing is. */
export function maintenanceError(until: number, reason: string, now: number): string | undefined {
  if (reason.trim() === '') return t.reasonBlank;
  if (!(until > now)) return t.untilPast;
  if (until > now + maxMaintenanceMs) return t.untilTooFar;
  return undefined;
}

/** A time as the console's messages show it, in the console's time zone. */
export function wallTime(at: number, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'dd.MM.yyyy HH:mm');
}
