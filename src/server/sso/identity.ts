import type { SsoConfig } from '../platform/ssoConfig';
import { limits } from '../../shared/validation/limits';

// What the provider's claims say about the person, read through the configured claim names.

export interface Identity {
  issuer: string;
  subject: string;
  /** Undefined when the login claim is missing or not a valid login. */
  login: string | undefined;
  firstName: string;
  lastName: string;
  email: string | null;
  groups: string[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Groups as a JSON array of names, or one name; anything else is no group. */
function groupsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((g): g is string => typeof g === 'string' && g !== '').slice(0, 1000);
}

export function identityOf(sso: SsoConfig, claims: Record<string, unknown>): Identity {
  const range = limits.user.login;
  const login = text(claims[sso.claims.login]);
  const validLogin =
    login && login.length >= range.minLength && login.length <= range.maxLength && !/\s/.test(login)
      ? login
      : undefined;
  const name = text(claims[sso.claims.name]) ?? validLogin ?? '';
  // The last word is the last name: 'Olga Oidc' → Olga, Oidc; a single word is the last name.
  const words = name.split(/\s+/);
  const email = text(claims[sso.claims.email]);
  return {
    issuer: String(claims.iss),
    subject: String(claims.sub),
    login: validLogin,
    firstName: words.slice(0, -1).join(' ').slice(0, 100),
    lastName: (words.at(-1) ?? '').slice(0, 100),
    email: email && email.length <= limits.user.email.maxLength ? email : null,
    groups: groupsOf(claims[sso.claims.groups]),
  };
}
