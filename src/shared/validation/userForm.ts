import { messageTexts } from '../texts/de/messages';
import { userAdminTexts } from '../texts/de/userAdmin';
import { limits } from './limits';
import { formProblems, lengthsOf, type TextRule } from './textRule';

const names = userAdminTexts.userAdmin.fields;
const l = limits.user;

/** Something before and after one @, and a dot in the part after it. */
const emailPattern = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

// The user form: login and both names required, the e-mail optional but a valid address, the role
// required (a select shows only the required message), the password long enough if given.
export const userRules = {
  login: { label: names.login, trim: true, required: true, ...lengthsOf(l.login) },
  lastName: { label: names.lastName, trim: true, required: true, ...lengthsOf(l.lastName) },
  firstName: { label: names.firstName, trim: true, required: true, ...lengthsOf(l.firstName) },
  email: {
    label: names.email,
    trim: true,
    ...lengthsOf(l.email),
    format: { pattern: emailPattern, message: messageTexts.fields.email },
  },
  role: { label: names.role, trim: true, required: true, ...lengthsOf(l.role) },
  password: { label: names.password, ...lengthsOf(l.password) },
} as const satisfies Record<string, TextRule>;

type UserField = keyof typeof userRules;

/** A new user needs a password; on edit an empty one keeps the old. */
export function userRulesFor(isNew: boolean): Record<UserField, TextRule> {
  return isNew ? { ...userRules, password: { ...userRules.password, required: true } } : userRules;
}

/** Every field's first problem, in the form's order; empty when the form may be saved. */
export function userFormProblems(form: { readonly [Field in UserField]?: string | null }, isNew: boolean) {
  return formProblems(userRulesFor(isNew), form);
}
