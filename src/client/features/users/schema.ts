import * as yup from 'yup';
import { userRules, userRulesFor } from '../../../shared/validation/userForm';
import { textSchema } from '../../lib/textSchema';

// The user form's rules are shared with the server's check (src/shared/validation/userForm.ts).
export const loginSchema = textSchema(userRules.login);

export function userSchema(isNew: boolean) {
  const rules = userRulesFor(isNew);
  return yup.object({
    login: loginSchema,
    lastName: textSchema(rules.lastName),
    firstName: textSchema(rules.firstName),
    email: textSchema(rules.email),
    role: textSchema(rules.role),
    password: textSchema(rules.password),
  });
}
