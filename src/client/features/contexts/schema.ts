import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';
import { contextRules, hashSecretRuleFor } from '../../../shared/validation/contextForm';
import { ruleTest, textSchema } from '../../lib/textSchema';

export { customerType } from '../../../shared/validation/contextForm';

// The context form's rules are shared with the server's check (src/shared/validation/contextForm.ts);
// the hashSecret is checked only for a customer context.
export const contextSchema = yup.object({
  key: textSchema(contextRules.key),
  name: textSchema(contextRules.name),
  type: yup.number().required(texts.fields.required(texts.contextAdmin.fields.type)),
  hashSecret: yup
    .string()
    .trim()
    .test(ruleTest((form) => hashSecretRuleFor(form.type as number | undefined))),
});
