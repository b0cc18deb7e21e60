import { messageTexts } from '../texts/de/messages';
import { profileTexts } from '../texts/de/profile';
import { limits } from './limits';
import { formProblems, lengthsOf, textProblem, type TextRule } from './textRule';

const t = profileTexts.profile;
const l = limits.passwordChange;

// Changing one's password: the old one required; the new one and its repetition required, long
// enough, and equal.
export const passwordChangeRules = {
  oldPassword: { label: t.oldPassword, required: true, ...lengthsOf(l.oldPassword) },
  newPassword: { label: t.newPassword, required: true, ...lengthsOf(l.newPassword) },
  newPasswordRepeated: { label: t.repeatPassword, required: true, ...lengthsOf(l.newPasswordRepeated) },
} as const satisfies Record<string, TextRule>;

type PasswordField = keyof typeof passwordChangeRules;

/** The repetition differs from the new password. */
export function repeatProblem(newPassword: string | undefined, repeated: string | undefined): string | undefined {
  return (newPassword ?? '') === (repeated ?? '')
    ? undefined
    : messageTexts.fields.mustMatchNewPassword(t.repeatPassword);
}

/** Every field's first problem; the repetition is compared once it is filled in and long enough. */
export function passwordChangeProblems(form: { readonly [Field in PasswordField]?: string }): string[] {
  const problems = formProblems(passwordChangeRules, form);
  if (textProblem(passwordChangeRules.newPasswordRepeated, form.newPasswordRepeated) !== undefined) return problems;
  const mismatch = repeatProblem(form.newPassword, form.newPasswordRepeated);
  return mismatch === undefined ? problems : [...problems, mismatch];
}
