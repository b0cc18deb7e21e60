// The console's API client for scripts: openapi-fetch typed by the contract's generated types
// (src/shared/generated/contract.ts, written by `npm run codegen`: the one generated file, which
// `npm run build:client` copies into the package), with an API token or a logged-in session. Small on
// purpose: every call is `client.GET('/api/frontend/…', { params })` as openapi-fetch documents it.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from '../../../src/shared/generated/contract.js';

export type { components, operations, paths };
export type KonsoleClient = Client<paths>;
export type Schemas = components['schemas'];

export interface KonsoleOptions extends Omit<ClientOptions, 'baseUrl' | 'headers'> {
  /** The console's address without /api, e.g. https://konsole.example.com */
  baseUrl: string;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

/** The server's root: the contract's paths already start with /api. */
function root(baseUrl: string): string {
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new Error(`Keine http(s)-Adresse: ${baseUrl}`);
  return baseUrl.replace(/\/+$/, '');
}

/**
 * A client that sends `Authorization: Bearer <token>` (an API token from Profil → API-Tokens): no
 * cookie, no CSRF or origin check, limited to the token's scopes.
 */
export function createTokenClient(options: KonsoleOptions & { token: string }): KonsoleClient {
  const { token, baseUrl, headers, ...rest } = options;
  if (!token.trim()) throw new Error('Das API-Token fehlt.');
  return createClient<paths>({
    ...rest,
    baseUrl: root(baseUrl),
    headers: { ...headers, Authorization: `Bearer ${token.trim()}` },
  });
}

export interface SessionLogin {
  login: string;
  password: string;
  /** The TOTP code, when the account has 2FA on. */
  token2FA?: string;
}

/** A German error with the server's status and message, thrown when a call fails. */
export class KonsoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const serverMessage = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';

/**
 * Logs in like the console's login page and returns a client that carries the session cookie (and
 * the Origin header the server asks of changing requests). For people's scripts; a program without a
 * person behind it uses a token. End the session with `logout()`.
 */
export async function createSessionClient(
  options: KonsoleOptions & SessionLogin,
): Promise<{ client: KonsoleClient; session: Schemas['SessionData']; logout: () => Promise<void> }> {
  const { login, password, token2FA, baseUrl, headers, ...rest } = options;
  const base = root(baseUrl);
  const origin = new URL(base).origin;
  const anonymous = createClient<paths>({ ...rest, baseUrl: base, headers: { ...headers, Origin: origin } });
  const { data, error, response } = await anonymous.POST('/api/frontend/login', {
    body: { login, password, ...(token2FA ? { token2FA } : {}) },
  });
  if (!data) throw new KonsoleError(response.status, serverMessage(error) || `Anmeldung: HTTP ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!cookie) throw new KonsoleError(response.status, 'Anmeldung: der Server hat kein Sitzungs-Cookie gesetzt.');
  const client = createClient<paths>({
    ...rest,
    baseUrl: base,
    headers: { ...headers, Origin: origin, Cookie: cookie },
  });
  return {
    client,
    session: data,
    logout: async () => {
      await client.GET('/api/frontend/logout');
    },
  };
}

/** The data of a call, or a KonsoleError with the server's German message. */
export async function expectData<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined)
    throw new KonsoleError(response.status, serverMessage(error) || `HTTP ${response.status}`);
  return data;
}
