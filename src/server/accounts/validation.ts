import { passwordChangeProblems } from '../../shared/validation/passwordChange';
import { userFormProblems } from '../../shared/validation/userForm';
import type { components } from '../../shared/generated/contract';

// The user dialog's and the password change's field rules, shared with the pages.

type UserForm = components['schemas']['UserForm'];

/** The German messages of every field at fault; a new user needs a password. */
export function userFormErrors(form: UserForm, isNew: boolean): string[] {
  return userFormProblems(form, isNew);
}

/** The first thing wrong with a password change, or undefined. */
export function passwordChangeProblem(form: {
  oldPassword: string;
  newPassword: string;
  newPasswordRepeated: string;
}): string | undefined {
  return passwordChangeProblems(form)[0];
}
