// The tab's form values and their way to the contract: the calendar's lists keep the contract's
// order and shape, so a problem's field path ('openingHours.2.to') names the form field as it is.
import type {
  OpeningRange,
  SpecialDay,
  StoreCalendar,
  StoreCalendarForm,
  TimeRange,
  UpdateWindowRule,
  UpdateWindowRuleForm,
} from '../../api/calendar';

export interface SpecialDayValues {
  date: string;
  kind: SpecialDay['kind'];
  /** Kept while another kind is chosen, sent only with 'hours'. */
  hours: TimeRange[];
  note: string;
}

export interface RuleValues {
  /** A store takes its context's rule. */
  inherit: boolean;
  enabled: boolean;
  minutesAfterClosing: string;
  minutesBeforeOpening: string;
  afterDayClose: boolean;
  useFixedRange: boolean;
  fixedFrom: string;
  fixedTo: string;
}

export interface CalendarValues {
  timeZone: string;
  /** '' for no public holidays. */
  region: string;
  openingHours: OpeningRange[];
  specialDays: SpecialDayValues[];
  rule: RuleValues;
}

export const newRange = (weekday: number): OpeningRange => ({ weekday, from: '08:00', to: '20:00' });
/** A special day's range of other hours, as a shopping Sunday might have them. */
export const newSpecialRange = () => ({ from: '10:00', to: '18:00' });
export const newSpecialDay = (): SpecialDayValues => ({ date: '', kind: 'closed', hours: [], note: '' });

export function ruleValuesOf(rule: UpdateWindowRule, isStore: boolean): RuleValues {
  return {
    inherit: isStore && !rule.own,
    enabled: rule.enabled,
    minutesAfterClosing: String(rule.minutesAfterClosing),
    minutesBeforeOpening: String(rule.minutesBeforeOpening),
    afterDayClose: rule.afterDayClose,
    useFixedRange: rule.fixedRange !== null,
    fixedFrom: rule.fixedRange?.from ?? '02:00',
    fixedTo: rule.fixedRange?.to ?? '05:00',
  };
}

export function calendarValuesOf(calendar: StoreCalendar, rule: UpdateWindowRule, isStore: boolean): CalendarValues {
  return {
    timeZone: calendar.timeZone,
    region: calendar.region ?? '',
    // Grouped by weekday, so the form's rows and the problems' indexes agree.
    openingHours: [...calendar.openingHours].sort((a, b) => a.weekday - b.weekday),
    specialDays: calendar.specialDays.map((d) => ({ date: d.date, kind: d.kind, hours: d.hours ?? [], note: d.note })),
    rule: ruleValuesOf(rule, isStore),
  };
}

export function specialDayOf(day: SpecialDayValues): SpecialDay {
  const { hours, ...rest } = day;
  return day.kind === 'hours' ? { ...rest, note: day.note.trim(), hours } : { ...rest, note: day.note.trim() };
}

/** The calendar part of the values as the contract's form. */
export function calendarFormOf(values: CalendarValues, contextId: string, storeUid?: string): StoreCalendarForm {
  return {
    contextId,
    ...(storeUid ? { storeUid } : {}),
    timeZone: values.timeZone.trim(),
    region: values.region || null,
    openingHours: values.openingHours,
    specialDays: values.specialDays.map(specialDayOf),
  };
}

/** The rule part as the contract's rule (minutes already checked to be whole numbers). */
export function windowRuleOf(rule: RuleValues): Omit<UpdateWindowRuleForm, 'contextId'> {
  return {
    enabled: rule.enabled,
    minutesAfterClosing: Number(rule.minutesAfterClosing),
    minutesBeforeOpening: Number(rule.minutesBeforeOpening),
    afterDayClose: rule.afterDayClose,
    fixedRange: rule.useFixedRange ? { from: rule.fixedFrom.trim(), to: rule.fixedTo.trim() } : null,
  };
}

export function ruleFormOf(rule: RuleValues, contextId: string, storeUid?: string): UpdateWindowRuleForm {
  return {
    contextId,
    ...(storeUid ? { storeUid, inherit: rule.inherit } : {}),
    ...windowRuleOf(rule),
  };
}
