import * as yup from 'yup';
import type { ApiToken, TokenForm } from '../../api/tokens';
import { textProblem } from '../../../shared/validation/textRule';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';

const t = apiAccessTexts.apiTokens.dialog;

/** The contract's bound of a token's days (TokenForm: TOKEN_MAX_DAYS, default 365); the server re-checks its own. */
export const tokenMaxDays = 365;
/** What the dialog proposes: a quarter, so a forgotten token does not live for a year. */
export const defaultTokenDays = 90;

/** The create dialog's values; `days` is the field's text, `never` only offered for service accounts. */
export interface TokenValues {
  name: string;
  rights: string[];
  allContexts: boolean;
  contextIds: string[];
  readOnly: boolean;
  never: boolean;
  days: string;
}

export const newTokenValues: TokenValues = {
  name: '',
  rights: [],
  allContexts: true,
  contextIds: [],
  readOnly: false,
  never: false,
  days: String(defaultTokenDays),
};

const nameRule = { label: t.name, trim: true, required: true, maxLength: 100 } as const;

/** The dialog's checks, the contract's limits: a name, a whole number of days, a context when chosen. */
export const tokenSchema = yup.object({
  name: yup.string().test({
    name: 'name',
    test: (value, context) => {
      const problem = textProblem(nameRule, value);
      return problem === undefined || context.createError({ message: problem });
    },
  }),
  days: yup.string().test({
    name: 'days',
    test(value, context) {
      if ((context.parent as TokenValues).never) return true;
      const text = (value ?? '').trim();
      const days = Number(text);
      const ok = /^\d+$/.test(text) && days >= 1 && days <= tokenMaxDays;
      return ok || context.createError({ message: t.days(tokenMaxDays) });
    },
  }),
  contextIds: yup.array().test({
    name: 'contexts',
    test(value, context) {
      if ((context.parent as TokenValues).allContexts) return true;
      return (value?.length ?? 0) > 0 || context.createError({ message: t.noContext });
    },
  }),
});

/** The request body; all contexts is null (every context the holder sees, now and later). */
export function tokenFormOf(values: TokenValues, serviceAccountUid: string | undefined): TokenForm {
  return {
    name: values.name.trim(),
    rights: values.rights,
    contextIds: values.allContexts ? null : values.contextIds,
    readOnly: values.readOnly,
    expiresInDays: values.never ? null : Number(values.days.trim()),
    ...(serviceAccountUid ? { serviceAccountUid } : {}),
  };
}

export type TokenState = 'active' | 'revoked' | 'expired';

/** Whether a listed token still works: revoked before expired, as the server judges. */
export function tokenState(token: ApiToken, now = Date.now()): TokenState {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return 'expired';
  return 'active';
}
