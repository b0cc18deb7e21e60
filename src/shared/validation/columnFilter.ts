import { messageTexts } from '../texts/de/messages';
import { reportTexts } from '../texts/de/reports';
import { limits } from './limits';
import { lengthsOf, type TextRule } from './textRule';

/** A saved column filter's name: required (with its own message) and not too long. */
export const columnFilterNameRule = {
  label: reportTexts.reports.filterName,
  trim: true,
  required: true,
  requiredMessage: messageTexts.errors.invalidFilterName,
  ...lengthsOf(limits.columnFilter.name),
} as const satisfies TextRule;
