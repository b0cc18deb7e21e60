import { ssoTexts } from '../../shared/texts/de/sso';
import type { ConfigEnv, ConfigName } from './configVariables';

/** Login through an OpenID Provider (docs/operations/sso.md); undefined: none. */
export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the login page ('Anmelden mit …') and in the audit log and sessions. */
  name: string;
  /**
   * Where the console is reached (PUBLIC_URL, no trailing slash): the base of the redirect and
   * post-logout URIs. Never the request's Host header, which the client chooses.
   */
  consoleUrl: string;
  /** Which claims of the ID token (or UserInfo) give the login, the name, the e-mail and the groups. */
  claims: { login: string; name: string; email: string; groups: string };
}

export interface LoginConfig {
  sso: SsoConfig | undefined;
  /** Off: only accounts marked 'Notfallzugang' log in with a password, and only with TOTP. */
  localLogin: boolean;
}

/**
 * Whether the account may log in with its password: always with password login on; with it off
 * only a 'Notfallzugang' with 2FA. The login answers every other account as it answers a wrong
 * password, so the reply never tells whether the password was right (accounts/handlers/session.ts).
 */
export function mayLogInWithPassword(
  config: LoginConfig,
  user: { emergencyAccess: number; twoFactorEnabled: number; twoFactorSeed: string | null },
): boolean {
  if (config.localLogin) return true;
  return user.emergencyAccess === 1 && user.twoFactorEnabled === 1 && !!user.twoFactorSeed;
}

type Env = ConfigEnv;
const t = ssoTexts.sso.config;

/** HTTPS, or plain HTTP on loopback only (a provider on the same machine, as in the tests). */
function issuerUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(t.issuerNoUrl(raw));
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) throw new Error(t.issuerNotHttps(raw));
  return raw.replace(/\/$/, '');
}

function claimName(env: Env, name: ConfigName, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[A-Za-z0-9_:.\-/]{1,100}$/.test(raw)) throw new Error(t.badClaim(name, raw));
  return raw;
}

/** Reads OIDC_*, LOCAL_LOGIN and (with OIDC_ISSUER) PUBLIC_URL; a wrong or missing value stops the start with a German message. */
export function parseLoginConfig(env: Env): LoginConfig {
  const issuer = env.OIDC_ISSUER?.trim();
  const rawLocal = env.LOCAL_LOGIN?.trim().toLowerCase();
  if (rawLocal && !['on', 'off', 'true', 'false', '1', '0'].includes(rawLocal))
    throw new Error(t.badLocalLogin(rawLocal));
  const localLogin = !rawLocal || ['on', 'true', '1'].includes(rawLocal);
  if (!issuer) {
    // Without a provider nobody could log in but the emergency accounts: refuse the start instead.
    if (!localLogin) throw new Error(t.localOffWithoutSso);
    return { sso: undefined, localLogin };
  }
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!clientId) throw new Error(t.missing('OIDC_CLIENT_ID'));
  if (!clientSecret) throw new Error(t.missing('OIDC_CLIENT_SECRET'));
  const name = env.OIDC_NAME?.trim() || t.defaultName;
  if (name.length > 60) throw new Error(t.nameTooLong);
  // Its form is checked with the alert delivery's settings (alertDeliveryConfig.ts).
  const consoleUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (!consoleUrl) throw new Error(t.publicUrlMissing);
  return {
    sso: {
      issuer: issuerUrl(issuer),
      clientId,
      clientSecret,
      name,
      consoleUrl,
      claims: {
        login: claimName(env, 'OIDC_LOGIN_CLAIM', 'preferred_username'),
        name: claimName(env, 'OIDC_NAME_CLAIM', 'name'),
        email: claimName(env, 'OIDC_EMAIL_CLAIM', 'email'),
        groups: claimName(env, 'OIDC_GROUPS_CLAIM', 'groups'),
      },
    },
    localLogin,
  };
}
