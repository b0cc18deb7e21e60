// The pure core of taxNotice: no database, no HTTP, no clock of its own.
import { wallClock } from '../../platform/wallClock';

export const berlin = 'Europe/Berlin';

/** The day ('YYYY-MM-DD') a moment falls on in Berlin: the day of a change, the 'today' of deadlines. */
export function berlinDay(at: number): string {
  return new Date(wallClock(at, berlin).asUtc).toISOString().slice(0, 10);
}

export * from './notifications';
