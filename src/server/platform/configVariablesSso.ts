// The variables of the login through OpenID Connect, part of `configVariables` (configVariables.ts),
// kept apart so that list stays a readable size; it checks them against `ConfigVariable` where it spreads them.

export const ssoConfigVariables = {
  OIDC_ISSUER: {
    group: 'sso' as const,
    default: 'unset',
    meaning:
      "the company's OpenID Provider (`https://sso.example.com/realms/x`; plain `http://` only on localhost); the login page then offers 'Anmelden mit <OIDC_NAME>' ([SSO](sso.md))",
  },
  OIDC_CLIENT_ID: {
    group: 'sso' as const,
    default: '—',
    meaning:
      "the console's client at the provider (required with `OIDC_ISSUER`, as are `OIDC_CLIENT_SECRET` and `PUBLIC_URL`); register `<PUBLIC_URL>/api/frontend/sso/callback` as redirect URI and `<PUBLIC_URL>/login` as post-logout redirect URI",
  },
  OIDC_CLIENT_SECRET: {
    group: 'sso' as const,
    default: '—',
    meaning: "the secret of the console's client at the provider (required with `OIDC_ISSUER`)",
  },
  OIDC_NAME: {
    group: 'sso' as const,
    default: '`Firmenkonto`',
    meaning: "the provider's name on the login page, in 'Sitzungen' and in the audit log (at most 60 characters)",
  },
  OIDC_LOGIN_CLAIM: {
    group: 'sso' as const,
    default: '`preferred_username`',
    meaning: 'the claim (ID token, then UserInfo) that gives the login',
  },
  OIDC_NAME_CLAIM: { group: 'sso' as const, default: '`name`', meaning: 'the claim that gives the name' },
  OIDC_EMAIL_CLAIM: { group: 'sso' as const, default: '`email`', meaning: 'the claim that gives the e-mail' },
  OIDC_GROUPS_CLAIM: { group: 'sso' as const, default: '`groups`', meaning: 'the claim that gives the groups' },
  LOCAL_LOGIN: {
    group: 'sso' as const,
    default: '`on`',
    meaning:
      "`off`: only accounts marked 'Notfallzugang' log in with a password, and only with 2FA (needs `OIDC_ISSUER`); every start so configured ends the password sessions of the other accounts and revokes the local ones' API tokens, audited ([SECURITY.md](../../SECURITY.md))",
  },
};
