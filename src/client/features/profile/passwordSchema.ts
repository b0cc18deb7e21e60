import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';

const t = texts.profile;
const { fields } = texts;
export const passwordMin = 8;

// Spec 5, password change: old required; new required, min 8; repeat required, min 8, equal to new.
export const passwordSchema = yup.object({
  oldPassword: yup.string().required(fields.required(t.oldPassword)),
  newPassword: yup
    .string()
    .required(fields.required(t.newPassword))
    .min(passwordMin, fields.min(t.newPassword, passwordMin)),
  newPasswordRepeated: yup
    .string()
    .required(fields.required(t.repeatPassword))
    .min(passwordMin, fields.min(t.repeatPassword, passwordMin))
    .oneOf([yup.ref('newPassword')], fields.mustMatchNewPassword(t.repeatPassword)),
});

export type PasswordValues = yup.InferType<typeof passwordSchema>;
export const emptyPasswords: PasswordValues = { oldPassword: '', newPassword: '', newPasswordRepeated: '' };
