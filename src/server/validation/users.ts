import type { components } from '../generated/api';
import { messages } from '../../shared/texts/serverMessages';

// The checks of the user dialog's fields that the contract's schema cannot express.

type UserForm = components['schemas']['UserForm'];

const minLogin = 3;
const minPassword = 8;
// Field names as the user dialog labels them, for the generic field messages.
const label = {
  login: 'Benutzername',
  lastName: 'Nachname',
  firstName: 'Vorname',
  email: 'E-Mail',
  password: 'Passwort',
  role: 'Rolle',
};
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The German messages of every field at fault; a new user needs a password. */
export function userFormErrors(form: UserForm, isNew: boolean): string[] {
  const errors: string[] = [];
  const required = (field: keyof typeof label, value: string | null | undefined, min: number) => {
    const text = (value ?? '').trim();
    if (!text) errors.push(messages.fieldRequired(label[field]));
    else if (text.length < min) errors.push(messages.fieldMin(label[field], min));
  };
  required('login', form.login, minLogin);
  required('lastName', form.lastName, 1);
  required('firstName', form.firstName, 1);
  const email = (form.email ?? '').trim();
  if (email && !emailPattern.test(email)) errors.push(messages.fieldEmail(label.email));
  if (!form.role.trim()) errors.push(messages.fieldRequired(label.role));
  const password = form.password ?? '';
  if (isNew && !password) errors.push(messages.fieldRequired(label.password));
  else if (password && password.length < minPassword) errors.push(messages.fieldMin(label.password, minPassword));
  return errors;
}
