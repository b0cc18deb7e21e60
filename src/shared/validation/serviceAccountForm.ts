import { serviceAccountMessages } from '../texts/serviceAccountMessages';
import { formProblems, type TextRule } from './textRule';

// The service account dialog's fields, checked by the server (and by the page if it likes): the
// limits are the contract's (ServiceAccountForm), the messages German.

const names = serviceAccountMessages.fields;

export const serviceAccountLimits = {
  name: { minLength: 3, maxLength: 64, pattern: '^[a-z0-9][a-z0-9._-]*$' },
  purpose: { minLength: 1, maxLength: 500 },
  role: { minLength: 1, maxLength: 64 },
} as const;

const l = serviceAccountLimits;

export const serviceAccountRules = {
  name: {
    label: names.name,
    trim: true,
    required: true,
    minLength: l.name.minLength,
    maxLength: l.name.maxLength,
    format: { pattern: l.name.pattern, message: serviceAccountMessages.nameFormat },
  },
  purpose: { label: names.purpose, trim: true, required: true, ...l.purpose },
  role: { label: names.role, trim: true, required: true, ...l.role },
} as const satisfies Record<string, TextRule>;

type Field = keyof typeof serviceAccountRules;

/** Every field's first problem, in the form's order; empty when the form may be saved. */
export function serviceAccountFormProblems(form: { readonly [F in Field]?: string | null }): string[] {
  return formProblems(serviceAccountRules, form);
}
