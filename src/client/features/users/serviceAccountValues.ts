import * as yup from 'yup';
import type { ServiceAccount, ServiceAccountForm } from '../../api/service-accounts';
import { textProblem, type TextRule } from '../../../shared/validation/textRule';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';

const t = apiAccessTexts.serviceAccounts;

/** The service account dialog's values; visibility as in the user dialog. */
export interface ServiceAccountValues {
  name: string;
  purpose: string;
  role: string;
  allContextsVisible: boolean;
  visibleContextIds: string[];
}

export const newServiceAccountValues: ServiceAccountValues = {
  name: '',
  purpose: '',
  role: '',
  allContextsVisible: false,
  visibleContextIds: [],
};

export function serviceAccountValuesOf(account: ServiceAccount): ServiceAccountValues {
  return {
    name: account.name,
    purpose: account.purpose,
    role: account.role,
    allContextsVisible: account.allContextsVisible,
    visibleContextIds: account.visibleContextIds,
  };
}

export function serviceAccountFormOf(values: ServiceAccountValues, uid: string | undefined): ServiceAccountForm {
  return {
    uid: uid ?? null,
    name: values.name.trim(),
    purpose: values.purpose.trim(),
    role: values.role,
    allContextsVisible: values.allContextsVisible,
    visibleContextIds: values.allContextsVisible ? [] : values.visibleContextIds,
  };
}

// The contract's limits of ServiceAccountForm.
const rules = {
  name: {
    label: t.fields.name,
    trim: true,
    required: true,
    minLength: 3,
    maxLength: 64,
    format: { pattern: '^[a-z0-9][a-z0-9._-]*$', message: t.nameFormat },
  },
  purpose: { label: t.fields.purpose, trim: true, required: true, maxLength: 500 },
  role: { label: t.fields.role, required: true },
} as const satisfies Record<string, TextRule>;

const ruled = (rule: TextRule) =>
  yup.string().test({
    name: 'rule',
    test: (value, context) => {
      const problem = textProblem(rule, value);
      return problem === undefined || context.createError({ message: problem });
    },
  });

export const serviceAccountSchema = yup.object({
  name: ruled(rules.name),
  purpose: ruled(rules.purpose),
  role: ruled(rules.role),
});
