// One closed stretch of a store turned into update windows: shortened by the rule's minutes after
// closing and before opening, cut to the fixed local range, with blackout dates cut out, and held
// back until the day close where the rule asks for it.
import type { WindowRule } from '../../../shared/calendar/types';
import { isBlackout, type CompiledCalendar } from './dayPlan';
import { rangeMinutes } from './localDays';
import { minuteMs } from './zoneClock';

/** A closed stretch between two open blocks (or an edge of what was looked at). */
export interface Gap {
  from: number;
  to: number;
  /** The open block before it ends at `from` (else `from` is where looking began). */
  startKnown: boolean;
  /** The open block after it starts at `to` (else `to` is where looking ended). */
  endKnown: boolean;
  /** The start of the business day that closed into this gap; null when none is known. */
  businessDayStart: number | null;
}

export interface Piece {
  from: number;
  to: number;
  waitingForDayClose: boolean;
}

type Span = [number, number];

/** The spans of [from, to) inside the fixed range's occurrences (one a local day). */
function insideFixedRange(calendar: CompiledCalendar, rule: WindowRule, from: number, to: number): Span[] {
  if (!rule.fixedRange) return [[from, to]];
  const { clock } = calendar;
  const [start, end] = rangeMinutes(rule.fixedRange);
  const spans: Span[] = [];
  // The occurrence of the day before may still run when `from` falls after midnight.
  for (let day = clock.localDay(from) - 1, last = clock.localDay(to); day <= last; day++) {
    const a = Math.max(from, clock.toUtc(day, start));
    const b = Math.min(to, clock.toUtc(day, end));
    if (a < b) spans.push([a, b]);
  }
  return spans;
}

/** The spans with every blackout date of the store (local 00:00 to 24:00) cut out. */
function outsideBlackouts(calendar: CompiledCalendar, spans: Span[]): Span[] {
  if (calendar.special.size === 0 && calendar.blackouts.size === 0) return spans;
  const { clock } = calendar;
  const result: Span[] = [];
  for (const [from, to] of spans) {
    let start = from;
    for (let day = clock.localDay(from), last = clock.localDay(to - 1); day <= last; day++) {
      if (!isBlackout(calendar, day)) continue;
      const dayStart = clock.toUtc(day, 0);
      if (dayStart > start) result.push([start, Math.min(dayStart, to)]);
      start = Math.max(start, clock.toUtc(day + 1, 0));
    }
    if (start < to) result.push([start, to]);
  }
  return result;
}

/** The update windows of one closed stretch, in order; pieces under one minute are dropped. */
export function windowPieces(
  calendar: CompiledCalendar,
  rule: WindowRule,
  gap: Gap,
  dayCloseAt: number | null,
): Piece[] {
  const from = gap.from + rule.minutesAfterClosing * minuteMs;
  // Where looking ended the store may open: kept free as before an opening (the horizon's cap).
  const to = gap.to - rule.minutesBeforeOpening * minuteMs;
  if (to - from < minuteMs) return [];
  let spans = outsideBlackouts(calendar, insideFixedRange(calendar, rule, from, to));
  let waitingForDayClose = false;
  if (rule.afterDayClose && gap.businessDayStart !== null) {
    // A day close counts for this night when it came after its business day began; one that comes
    // late moves the start, one after the window's end leaves nothing of it.
    if (dayCloseAt !== null && dayCloseAt >= gap.businessDayStart)
      spans = spans.map(([a, b]): Span => [Math.max(a, dayCloseAt), b]);
    else waitingForDayClose = true;
  }
  return spans.filter(([a, b]) => b - a >= minuteMs).map(([a, b]) => ({ from: a, to: b, waitingForDayClose }));
}
