// The store at a moment: open or closed, until when, and what today is (holiday, special day).
import type { CalendarFacts } from '../../../shared/calendar/types';
import { compiled, isBlackout, openBlocks } from './dayPlan';
import { holidayOnDay } from './holidays';
import type { DayStateMs } from './types';
import { dayMs } from './zoneClock';

/** How far ahead the next change of open/closed is named. */
const untilDays = 14;

export function dayState(facts: CalendarFacts, at: number): DayStateMs {
  const calendar = compiled(facts);
  const today = calendar.clock.localDay(at);
  // Openings from two days back may still run now; those up to 15 days ahead name the next change.
  const blocks = openBlocks(calendar, today - 2, today + untilDays + 1);
  const current = blocks.find((block) => block.from <= at && at < block.to);
  const change = current ? current.to : blocks.find((block) => block.from > at)?.from;
  const special = calendar.special.get(today);
  return {
    open: current !== undefined,
    until: change !== undefined && change <= at + untilDays * dayMs ? change : null,
    holiday: holidayOnDay(calendar.region, today),
    specialDay: special?.kind ?? null,
    note: special?.note || null,
    blackout: isBlackout(calendar, today),
  };
}

/**
 * When the store's current opening began (its hours run on across midnight as one opening), or null
 * while it is closed: alerts that count only opening time (a printer out of paper since the night
 * counts from the opening) start there.
 */
export function openSince(facts: CalendarFacts, at: number): number | null {
  const calendar = compiled(facts);
  const today = calendar.clock.localDay(at);
  const blocks = openBlocks(calendar, today - 2, today);
  return blocks.find((block) => block.from <= at && at < block.to)?.from ?? null;
}
