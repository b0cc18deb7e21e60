// A calendar in one canonical form, and as text: stored sorted (so two saves of the same hours are
// the same text, and an import of an exported file finds nothing changed), written as the CSV and
// the audit log write it.
import type { OpeningRange, SpecialDay, TimeRange, WindowRule } from '../../shared/calendar/types';
import { calendarMessages, csvWeekdays } from '../../shared/texts/calendarMessages';
import type { StoredCalendar } from './stored';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function normalizedHours(hours: readonly OpeningRange[]): OpeningRange[] {
  return hours
    .map(({ weekday, from, to }) => ({ weekday, from, to }))
    .sort((a, b) => a.weekday - b.weekday || byText(a.from, b.from) || byText(a.to, b.to));
}

export function normalizedCalendar(calendar: StoredCalendar): StoredCalendar {
  return {
    timeZone: calendar.timeZone,
    region: calendar.region || null,
    openingHours: normalizedHours(calendar.openingHours),
  };
}

const rangesOf = (ranges: readonly TimeRange[]) =>
  ranges.map(({ from, to }) => ({ from, to })).sort((a, b) => byText(a.from, b.from));

/** Sorted by date, one per date (the last given wins); hours kept only where the kind has them. */
export function normalizedSpecialDays(days: readonly SpecialDay[]): SpecialDay[] {
  const byDate = new Map<string, SpecialDay>();
  for (const day of days) {
    byDate.set(day.date, {
      date: day.date,
      kind: day.kind,
      ...(day.kind === 'hours' ? { hours: rangesOf(day.hours ?? []) } : {}),
      note: day.note,
    });
  }
  return [...byDate.values()].sort((a, b) => byText(a.date, b.date));
}

/** Ranges as the CSV writes them: '08:00-12:00,14:00-18:00'. */
export const rangesText = (ranges: readonly TimeRange[], join = ',', dash = '-') =>
  ranges.map((r) => `${r.from}${dash}${r.to}`).join(join);

/** The ranges of one weekday (1 Monday … 7 Sunday). */
export const weekdayRanges = (hours: readonly OpeningRange[], weekday: number) =>
  normalizedHours(hours).filter((h) => h.weekday === weekday);

/** A special day as the CSV writes it: '2026-12-24 08:00-14:00 Heiligabend', '2026-12-31 closed Inventur'. */
export function specialDayText(day: SpecialDay): string {
  const what = day.kind === 'hours' ? rangesText(day.hours ?? []) : day.kind;
  return [day.date, what, day.note].filter((part) => part !== '').join(' ');
}

// ── the audit log's wording ──

const a = calendarMessages.audit;

/** 'Mo 08:00–20:00, Sa 08:00–14:00'; null for no hours at all. */
export function hoursAuditText(hours: readonly OpeningRange[]): string | null {
  const days = csvWeekdays
    .map((name, index) => ({ name, ranges: weekdayRanges(hours, index + 1) }))
    .filter((day) => day.ranges.length > 0)
    .map((day) => `${day.name} ${rangesText(day.ranges, ' ', '–')}`);
  return days.join(', ') || null;
}

function specialDayAuditText(day: SpecialDay): string {
  const what = day.kind === 'hours' ? rangesText(day.hours ?? [], ' ', '–') : a[day.kind];
  return `${day.date} ${what}${day.note ? ` (${day.note})` : ''}`;
}

export const specialDaysAuditText = (days: readonly SpecialDay[]) => days.map(specialDayAuditText).join(', ') || null;

export const specialDayChangeText = (day: SpecialDay) => specialDayAuditText(normalizedSpecialDays([day])[0]!);

/** A calendar's fields for `changesBetween`; a store that takes its context's has none of its own. */
export function calendarAuditValues(calendar: StoredCalendar | null, specialDays: readonly SpecialDay[]) {
  return {
    timeZone: calendar?.timeZone ?? null,
    region: calendar?.region ?? null,
    openingHours: calendar ? hoursAuditText(calendar.openingHours) : null,
    specialDays: specialDaysAuditText(normalizedSpecialDays(specialDays)),
  };
}

/**
 * A rule in one line, 'an, 30 Min. nach Schließung, 30 Min. vor Öffnung, nur 02:00–05:00', with
 * every field (a switched-off rule keeps its minutes for when it is switched on); null for none.
 */
export function ruleAuditText(rule: WindowRule | null): string | null {
  if (!rule) return null;
  return [
    rule.enabled ? a.ruleOn : a.noRule,
    a.afterClosing(rule.minutesAfterClosing),
    a.beforeOpening(rule.minutesBeforeOpening),
    rule.afterDayClose ? a.afterDayClose : '',
    rule.fixedRange ? a.fixedRange(rule.fixedRange.from, rule.fixedRange.to) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The rule as it is stored: only its own fields, in one order. */
export const storedRuleOf = (rule: WindowRule): WindowRule => ({
  enabled: rule.enabled,
  minutesAfterClosing: rule.minutesAfterClosing,
  minutesBeforeOpening: rule.minutesBeforeOpening,
  afterDayClose: rule.afterDayClose,
  fixedRange: rule.fixedRange ? { from: rule.fixedRange.from, to: rule.fixedRange.to } : null,
});
