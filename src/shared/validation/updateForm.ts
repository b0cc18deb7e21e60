import { updateTexts } from '../texts/de/updates';
import { limits } from './limits';
import { formProblems, lengthsOf, type NameBy, type TextRule } from './textRule';

const names = updateTexts.updates.fields;

// The update form (upload and detail): a tag is required and short, a comment optional.
export const updateRules = {
  tag: { label: names.tag, trim: true, required: true, ...lengthsOf(limits.update.tag) },
  comment: { label: names.comment, ...lengthsOf(limits.update.comment) },
} as const satisfies Record<string, TextRule>;

/** The first problem of the tag, then of the comment. */
export function updateFormProblems(form: { tag: string | undefined; comment: string | undefined }, nameBy: NameBy) {
  return formProblems(updateRules, form, nameBy);
}
