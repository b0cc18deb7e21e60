import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';

// Spec 5 (user form) and 9: login at least 3 characters, names required, e-mail optional but valid,
// role required (a select shows only the required message), password at least 8 and required only
// for a new user.
export const loginMin = 3;
export const passwordMin = 8;

const { fields } = texts;
const names = texts.userAdmin.fields;

export const loginSchema = yup
  .string()
  .trim()
  .required(fields.required(names.login))
  .min(loginMin, fields.min(names.login, loginMin));

export function userSchema(isNew: boolean) {
  const password = yup.string().min(passwordMin, fields.min(names.password, passwordMin));
  return yup.object({
    login: loginSchema,
    lastName: yup.string().trim().required(fields.required(names.lastName)),
    firstName: yup.string().trim().required(fields.required(names.firstName)),
    email: yup.string().trim().email(fields.email(names.email)),
    role: yup.string().required(fields.required(names.role)),
    password: isNew ? password.required(fields.required(names.password)) : password,
  });
}
