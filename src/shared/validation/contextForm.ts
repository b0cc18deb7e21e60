import { contextAdminTexts } from '../texts/de/contextAdmin';
import { limits } from './limits';
import { formProblems, lengthsOf, type TextRule } from './textRule';

const names = contextAdminTexts.contextAdmin.fields;
const l = limits.context;

/** Context type 2 (Kunde): its agents sign with a shared secret. */
export const customerType = 2;

// The context form: key and name required and long enough; the agents' shared secret required and
// long enough for a customer context, not checked for any other.
export const contextRules = {
  key: { label: names.key, trim: true, required: true, ...lengthsOf(l.key) },
  name: { label: names.name, trim: true, required: true, ...lengthsOf(l.name) },
  hashSecret: { label: names.hashSecret, trim: true, required: true, ...lengthsOf(l.hashSecret) },
} as const satisfies Record<string, TextRule>;

/** The hashSecret's rule for a context of this type; undefined when it is not checked. */
export function hashSecretRuleFor(type: number | undefined): TextRule | undefined {
  return type === customerType ? contextRules.hashSecret : undefined;
}

export interface ContextFormText {
  key: string;
  name: string;
  type: number;
  hashSecret?: string | null;
}

/** Every text field's first problem, in the form's order; empty when the form may be saved. */
export function contextFormProblems(form: ContextFormText): string[] {
  const { key, name } = contextRules;
  const hashSecret = hashSecretRuleFor(form.type);
  return hashSecret ? formProblems({ key, name, hashSecret }, form) : formProblems({ key, name }, form);
}
