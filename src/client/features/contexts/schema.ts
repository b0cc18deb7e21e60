import * as yup from 'yup';
import { contextAdminTexts } from '../../../shared/texts/de/contextAdmin';
import { messageTexts } from '../../../shared/texts/de/messages';
import { contextRules, hashSecretRuleFor } from '../../../shared/validation/contextForm';
import { ruleTest, textSchema } from '../../lib/textSchema';

export { customerType } from '../../../shared/validation/contextForm';

// The context form's rules are shared with the server's check (src/shared/validation/contextForm.ts);
// the hashSecret is checked only for a customer context.
export const contextSchema = contextSchemaFor(false);

/**
 * The rules of a new context (`existing` false) or of a change: the agents' secret is write-only
 * (issue 46), so a change's field starts empty and, left empty, keeps the stored secret.
 */
export function contextSchemaFor(existing: boolean) {
  return yup.object({
    key: textSchema(contextRules.key),
    name: textSchema(contextRules.name),
    type: yup.number().required(messageTexts.fields.required(contextAdminTexts.contextAdmin.fields.type)),
    hashSecret: yup
      .string()
      .trim()
      .test(
        ruleTest((form) => {
          const rule = hashSecretRuleFor(form.type as number | undefined);
          return rule && existing ? { ...rule, required: false } : rule;
        }),
      ),
  });
}
