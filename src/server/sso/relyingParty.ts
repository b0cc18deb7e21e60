import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { SsoConfig } from '../platform/ssoConfig';

// The console as relying party of the OpenID Provider, through panva's `openid-client`: discovery,
// the authorization URL (code flow with PKCE S256, state and nonce) and the code exchange, which
// checks the ID token's signature, issuer, audience, expiry and nonce.

/** The discovered provider per app; a failed discovery is not kept, so the next login tries again. */
const discovered = new WeakMap<FastifyInstance, Promise<client.Configuration>>();

export function providerOf(app: FastifyInstance): Promise<client.Configuration> {
  const sso = app.config.login.sso!;
  let found = discovered.get(app);
  if (!found) {
    found = discover(sso);
    discovered.set(app, found);
    found.catch(() => discovered.delete(app));
  }
  return found;
}

async function discover(sso: SsoConfig): Promise<client.Configuration> {
  // Plain HTTP only for a provider on loopback (ssoConfig.ts refuses any other http:// issuer).
  const insecure = new URL(sso.issuer).protocol === 'http:';
  const config = await client.discovery(
    new URL(sso.issuer),
    sso.clientId,
    { id_token_signed_response_alg: 'RS256' },
    client.ClientSecretBasic(sso.clientSecret),
    { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
  );
  // The ID token's signature is checked too, not only the TLS of the token endpoint: a token that
  // the provider's keys did not sign is refused whatever channel brought it.
  client.enableNonRepudiationChecks(config);
  return config;
}

/**
 * Where the console is reached: PUBLIC_URL, which the start requires with a provider
 * (platform/ssoConfig.ts). Never the request's Host header: a client that sets it would choose
 * where the provider sends the code.
 */
export function consoleBase(request: FastifyRequest): string {
  return request.server.config.login.sso!.consoleUrl;
}

export const callbackPath = '/api/frontend/sso/callback';

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newFlowSecrets(): FlowSecrets {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

export async function authorizationUrl(request: FastifyRequest, secrets: FlowSecrets): Promise<string> {
  const config = await providerOf(request.server);
  // 'groups' and the others only when the provider names them (some refuse unknown scopes).
  const supported = config.serverMetadata().scopes_supported;
  const scope = ['openid', ...['profile', 'email', 'groups'].filter((s) => !supported || supported.includes(s))];
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: consoleBase(request) + callbackPath,
    scope: scope.join(' '),
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

/** The claims of the ID token, with what UserInfo adds when the provider has it. */
export async function exchangeCode(request: FastifyRequest, secrets: FlowSecrets): Promise<Record<string, unknown>> {
  const config = await providerOf(request.server);
  // The callback as the provider called it: its query (code, state, iss) on the registered URL.
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const current = new URL(consoleBase(request) + callbackPath + query);
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedNonce: secrets.nonce,
    expectedState: secrets.state,
    idTokenExpected: true,
  });
  const claims = { ...tokens.claims()! } as Record<string, unknown>;
  if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub as string);
    for (const [name, value] of Object.entries(info)) if (!(name in claims)) claims[name] = value;
  }
  return claims;
}

/** The provider's end-session URL, back to the login page; undefined when it offers none. */
export async function endSessionUrl(request: FastifyRequest): Promise<string | undefined> {
  if (!request.server.config.login.sso) return undefined;
  try {
    const config = await providerOf(request.server);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, { post_logout_redirect_uri: `${consoleBase(request)}/login` }).href;
  } catch (error) {
    request.log.warn({ err: error }, 'OpenID Provider unreachable at logout');
    return undefined;
  }
}
