// The next update window of a store: its open blocks over a few local days around the moment, the
// closed stretches between them, and their windows; the days looked at widen only when the answer
// reaches an edge of them (a store closed for long, a window far ahead).
import type { CalendarFacts, WindowRule } from '../../../shared/calendar/types';
import { compiled, openBlocks, type CompiledCalendar, type OpenBlock } from './dayPlan';
import { windowHorizonDays, type WindowMs } from './types';
import { windowPieces, type Gap } from './windowPieces';
import { dayMs, minuteMs } from './zoneClock';

/** The closed stretches within [known, end), where `known` is where complete knowledge begins. */
export function gapsOf(blocks: readonly OpenBlock[], known: number, end: number): Gap[] {
  const gaps: Gap[] = [];
  let cursor = known;
  let startKnown = false;
  let businessDayStart: number | null = null;
  for (const block of blocks) {
    if (block.to <= known) continue;
    if (block.from > cursor) gaps.push({ from: cursor, to: block.from, startKnown, endKnown: true, businessDayStart });
    cursor = Math.max(cursor, block.to);
    startKnown = true;
    businessDayStart = block.businessDayStart;
  }
  if (cursor < end) gaps.push({ from: cursor, to: end, startKnown, endKnown: false, businessDayStart });
  return gaps;
}

interface Found {
  window: WindowMs | null;
  /** The window's closed stretch began before the days looked at. */
  needsEarlier: boolean;
  /** The window may go on (or be cut) after the days looked at. */
  needsLater: boolean;
}

/** The first window ending after `at` among the openings of local days first … last. */
function search(
  calendar: CompiledCalendar,
  rule: WindowRule,
  at: number,
  dayCloseAt: number | null,
  first: number,
  last: number,
): Found {
  const { clock } = calendar;
  // Openings of the day before `first` may run into day `first`, never past it.
  const known = clock.toUtc(first + 1, 0);
  const end = clock.toUtc(last + 1, 0);
  for (const gap of gapsOf(openBlocks(calendar, first, last), known, end)) {
    if (gap.to <= at) continue;
    const piece = windowPieces(calendar, rule, gap, dayCloseAt).find((candidate) => candidate.to > at);
    if (piece === undefined) continue;
    return {
      window: piece,
      needsEarlier: !gap.startKnown,
      needsLater: !gap.endKnown && piece.to >= end - rule.minutesBeforeOpening * minuteMs,
    };
  }
  return { window: null, needsEarlier: false, needsLater: true };
}

/** Local days looked at before the moment's, at most: a store closed longer counts as closed since. */
const lookBackDays = 9;

export function nextWindow(
  facts: CalendarFacts,
  rule: WindowRule,
  at: number,
  dayCloseAt: number | null,
): WindowMs | null {
  if (!rule.enabled) return null;
  const calendar = compiled(facts);
  const today = calendar.clock.localDay(at);
  const earliest = today - lookBackDays;
  const latest = today + windowHorizonDays + 1;
  // Most answers lie within tonight: look at yesterday to the day after tomorrow first, and wider
  // only when the answer touches an edge.
  let first = today - 1;
  let last = today + 2;
  for (;;) {
    const found = search(calendar, rule, at, dayCloseAt, first, last);
    if (found.needsEarlier && first > earliest) first = first === today - 1 ? today - 3 : earliest;
    else if (found.needsLater && last < latest) last = Math.min(latest, today + (last - today) * 4);
    else {
      const { window } = found;
      return window !== null && window.from <= at + windowHorizonDays * dayMs ? window : null;
    }
  }
}
