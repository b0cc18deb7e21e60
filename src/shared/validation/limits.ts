// The length and pattern limits of every field a form sends, stated once. The SPA's forms and the
// server's checks build on them, and openapi.yaml states the same numbers as minLength, maxLength
// and pattern (a test holds the two together). The keys are the contract's keyword names.

/** What a text field may hold; a pattern is the contract's, as a regular-expression source. */
export interface FieldLimits {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
}

/** Store and register numbers: digits only. */
const digitsId = { minLength: 1, maxLength: 12, pattern: '^[0-9]+$' } as const;
const password = { minLength: 8, maxLength: 200 } as const;
const personName = { minLength: 1, maxLength: 100 } as const;
/** A two-factor token is this many digits. */
export const token2FADigits = 6;

export const limits = {
  user: {
    login: { minLength: 3, maxLength: 100 },
    lastName: personName,
    firstName: personName,
    email: { maxLength: 200 },
    // An empty password on edit keeps the old one, so the contract states only the maximum here.
    password,
    role: { minLength: 1, maxLength: 64 },
  },
  passwordChange: {
    oldPassword: { minLength: 1, maxLength: 200 },
    newPassword: password,
    newPasswordRepeated: password,
  },
  context: {
    key: { minLength: 2, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' },
    name: { minLength: 2, maxLength: 100 },
    // Required, and this long, only for a customer context; the contract states only the maximum.
    hashSecret: { minLength: 10, maxLength: 200 },
  },
  update: {
    tag: { minLength: 1, maxLength: 50 },
    comment: { maxLength: 255 },
    /** An uploaded file's name: a bare name, no path separators, no leading dot (and so no `..`). */
    filename: { minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9._ -]*$' },
  },
  store: {
    storeId: digitsId,
    name: { minLength: 1, maxLength: 100 },
  },
  cashpoint: { posId: digitsId },
  columnFilter: { name: { minLength: 1, maxLength: 100 } },
  /** A report's text filter (a URL parameter and the report call's). */
  report: { textFilter: { maxLength: 200 } },
  login: {
    login: { minLength: 1, maxLength: 100 },
    password: { minLength: 1, maxLength: 200 },
    token2FA: { maxLength: 10 },
  },
  twoFactor: { token2FA: { pattern: `^[0-9]{${token2FADigits}}$` } },
} as const satisfies Record<string, Record<string, FieldLimits>>;
