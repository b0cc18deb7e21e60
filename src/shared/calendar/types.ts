// The store calendar's words, as the contract names them: the server computes with them, the SPA
// edits them.
import type { components } from '../generated/contract';

type Schemas = components['schemas'];

/** 'HH:mm', a local time of the store. */
export type TimeOfDay = Schemas['TimeOfDay'];
/** A range of local time; `to` at or before `from` runs past midnight. */
export type TimeRange = Schemas['TimeRange'];
/** Opening hours on a weekday (1 Monday … 7 Sunday). */
export type OpeningRange = Schemas['OpeningRange'];
export type SpecialDay = Schemas['SpecialDay'];
export type SpecialDayKind = SpecialDay['kind'];
export type StoreDayState = Schemas['StoreDayState'];

/** What the window computation needs of a store: its own calendar, or its context's. */
export interface CalendarFacts {
  timeZone: string;
  /** A holiday region such as 'DE-NW'; null: no public holidays. */
  region: string | null;
  openingHours: readonly OpeningRange[];
  /** The context's and the store's special days merged: on one date the store's wins. */
  specialDays: readonly SpecialDay[];
  /**
   * Blackout dates of the context where the store has a special day of its own on the same date
   * (a Christmas shopping Sunday inside the December blackout): the store's hours hold, and still
   * nothing is installed that day.
   */
  blackoutDates?: readonly string[];
}

/** A context's or a store's update window rule. */
export interface WindowRule {
  enabled: boolean;
  minutesAfterClosing: number;
  minutesBeforeOpening: number;
  afterDayClose: boolean;
  fixedRange: TimeRange | null;
}
