import * as yup from 'yup';
import { passwordChangeRules, repeatProblem } from '../../../shared/validation/passwordChange';
import { textSchema } from '../../lib/textSchema';

// The rules of a password change are shared with the server (src/shared/validation/passwordChange.ts).
export const passwordSchema = yup.object({
  oldPassword: textSchema(passwordChangeRules.oldPassword),
  newPassword: textSchema(passwordChangeRules.newPassword),
  newPasswordRepeated: textSchema(passwordChangeRules.newPasswordRepeated).test({
    name: 'repeat',
    test(value, context) {
      const problem = repeatProblem((context.parent as PasswordValues).newPassword, value);
      return problem === undefined || context.createError({ message: problem });
    },
  }),
});

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordRepeated: string;
}
export const emptyPasswords: PasswordValues = { oldPassword: '', newPassword: '', newPasswordRepeated: '' };
