import type { components } from '../shared/generated/contract';
import { contextFormErrors } from './contexts';
import { userFormErrors } from './accounts';

// The contract states a rule that ties a body's fields together ("a customer context needs a
// secret", "a new user needs a password") as a `not` at the root of the body's schema. When
// validation finds such a rule broken, the reply says what the form's own check says, word for
// word as the handler would.

type Check = (body: never) => string[];

const checksByOperation: Record<string, Check> = {
  saveContext: (form: components['schemas']['ContextForm']) => contextFormErrors(form),
  saveUser: (form: components['schemas']['UserForm']) => userFormErrors(form, !form.uid),
};

/** The German messages of a body whose fields are valid but break a rule between them. */
export function bodyRuleProblems(operationId: string | undefined, body: unknown): string[] {
  const check = operationId === undefined ? undefined : checksByOperation[operationId];
  return check ? check(body as never) : [];
}
