import { texts } from '../texts/de';
import { limits } from './limits';
import { lengthsOf, type TextRule } from './textRule';

/** A saved column filter's name: required (with its own message) and not too long. */
export const columnFilterNameRule = {
  label: texts.reports.filterName,
  trim: true,
  required: true,
  requiredMessage: texts.errors.invalidFilterName,
  ...lengthsOf(limits.columnFilter.name),
} as const satisfies TextRule;
