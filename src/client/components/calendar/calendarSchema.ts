import * as yup from 'yup';
import { calendarProblems, windowRuleProblems, type CalendarProblem } from '../../../shared/calendar/validation';
import { texts } from '../../../shared/texts/de';
import { calendarFormOf, windowRuleOf, type CalendarValues, type RuleValues } from './calendarValues';

const t = texts.storeCalendar;
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
 * The tab's checks are the server's own (src/shared/calendar/validation.ts): each problem shows
 * under the field its path names, the first one per field.
 */
export const calendarSchema = yup.object().test('calendar', function check(value) {
  const values = value as unknown as CalendarValues;
  const problems = [...calendarProblems(calendarFormOf(values, '')), ...ruleProblems(values.rule)];
  const seen = new Set<string>();
  const errors = problems
    .filter((p) => !seen.has(p.field) && seen.add(p.field))
    .map((p) => this.createError({ path: p.field, message: p.message }));
  return errors.length === 0 || new yup.ValidationError(errors);
});
