import { profileTexts } from '../texts/de/profile';
import { limits } from './limits';
import type { TextRule } from './textRule';

const t = profileTexts.twoFactorSetup;

/** The token that confirms a new two-factor seed: required, and exactly the digits an app shows. */
export const token2FARule = {
  label: t.token,
  trim: true,
  required: true,
  format: { pattern: limits.twoFactor.token2FA.pattern, message: () => t.tokenFormat },
} as const satisfies TextRule;
