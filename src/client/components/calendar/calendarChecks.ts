import { setIn, type FormikErrors } from 'formik';
import { calendarProblems, windowRuleProblems, type CalendarProblem } from '../../../shared/calendar/validation';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { calendarFormOf, windowRuleOf, type CalendarValues, type RuleValues } from './calendarValues';

const t = storeCalendarTexts.storeCalendar;
const wholeNumber = /^\d{1,4}$/;

/** A rule's field as the form names it: the fixed range is two fields of the form. */
function rulePath(field: string): string {
  if (field.startsWith('fixedRange.from')) return 'rule.fixedFrom';
  if (field.startsWith('fixedRange')) return 'rule.fixedTo';
  return `rule.${field}`;
}

/** The rule's problems; the minutes must be whole numbers before the shared check can judge them. */
export function ruleProblems(rule: RuleValues): CalendarProblem[] {
  if (rule.inherit) return [];
  const notNumbers = (['minutesAfterClosing', 'minutesBeforeOpening'] as const)
    .filter((field) => !wholeNumber.test(rule[field].trim()))
    .map((field) => ({ field: `rule.${field}`, message: t.rule.minutesNumber(t.rule[field]) }));
  if (notNumbers.length > 0) return notNumbers;
  return windowRuleProblems(windowRuleOf(rule)).map((p) => ({ ...p, field: rulePath(p.field) }));
}

/**
 * The problems as Formik's errors: each under the field its path names, the first one per field.
 * (Formik's own yup path would turn empty fields into undefined before the shared checks see them.)
 */
export function errorsOf<V>(problems: readonly CalendarProblem[]): FormikErrors<V> {
  let errors: FormikErrors<V> = {};
  const seen = new Set<string>();
  for (const p of problems) {
    if (seen.has(p.field)) continue;
    seen.add(p.field);
    errors = setIn(errors, p.field, p.message) as FormikErrors<V>;
  }
  return errors;
}

/** The tab's checks are the server's own (src/shared/calendar/validation.ts), and the rule's. */
export const validateCalendar = (values: CalendarValues): FormikErrors<CalendarValues> =>
  errorsOf([...calendarProblems(calendarFormOf(values, '')), ...ruleProblems(values.rule)]);
