import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';

// Spec 5 (context form) and 9: key and name at least 2 characters, the type required, and the
// hashSecret required with at least 10 characters only for type 2 (Kunde).
export const keyMin = 2;
export const nameMin = 2;
export const hashSecretMin = 10;
export const customerType = 2;

const { fields } = texts;
const names = texts.contextAdmin.fields;

export const contextSchema = yup.object({
  key: yup.string().trim().required(fields.required(names.key)).min(keyMin, fields.min(names.key, keyMin)),
  name: yup.string().trim().required(fields.required(names.name)).min(nameMin, fields.min(names.name, nameMin)),
  type: yup.number().required(fields.required(names.type)),
  hashSecret: yup.string().when('type', {
    is: customerType,
    then: (s) =>
      s
        .trim()
        .required(fields.required(names.hashSecret))
        .min(hashSecretMin, fields.min(names.hashSecret, hashSecretMin)),
    otherwise: (s) => s.notRequired(),
  }),
});
