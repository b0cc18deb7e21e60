// The computation's results and limits, as the fixed interface of index.ts names them.
import type { SpecialDayKind } from '../../../shared/calendar/types';

/** An update window in UTC milliseconds. */
export interface WindowMs {
  from: number;
  to: number;
  /** The rule wants the day close first and it has not been reported: `from` is the earliest start. */
  waitingForDayClose: boolean;
}

/** The store at a moment, as its calendar says. */
export interface DayStateMs {
  open: boolean;
  /** When `open` changes next (within 14 days), else null. */
  until: number | null;
  /** Today's public holiday in the store's region, by its German name. */
  holiday: string | null;
  specialDay: SpecialDayKind | null;
  note: string | null;
  /** No installation today (a blackout special day). */
  blackout: boolean;
}

/** How far ahead a window is looked for. */
export const windowHorizonDays = 60;
