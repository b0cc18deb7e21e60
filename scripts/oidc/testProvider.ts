import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SignJWT, decodeJwt, importJWK, type JWK } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

// A real OpenID Provider (panva's `oidc-provider`) on loopback, for the server tests and Playwright:
// one confidential client, a few users with group claims, and faults a test can switch on to see
// the console refuse a bad ID token. Never for production: its login form accepts any password.
//
//   npx tsx scripts/oidc/testProvider.ts --port 8190 --redirect http://localhost:8181/api/frontend/sso/callback

export interface TestUser {
  sub: string;
  preferred_username: string;
  name: string;
  email: string;
  groups: string[];
}

/** What a test can make the token endpoint do wrong, each re-signed but for `signature`. */
export type Fault = 'audience' | 'issuer' | 'signature' | 'expired' | 'nonce' | null;

export interface TestProviderOptions {
  port?: number;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  clientId?: string;
  clientSecret?: string;
  users?: TestUser[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The users by login (the login form's `login` field); change a user's groups between logins. */
  users: Map<string, TestUser>;
  setFault(fault: Fault): void;
  close(): Promise<void>;
}

export const defaultUsers: TestUser[] = [
  {
    sub: 'sub-olga',
    preferred_username: 'olga.oidc',
    name: 'Olga Oidc',
    email: 'olga@example.com',
    groups: ['konsole-betrieb', 'team-nord'],
  },
  {
    sub: 'sub-paul',
    preferred_username: 'paul.pruefer',
    name: 'Paul Prüfer',
    email: 'paul@example.com',
    groups: ['team-sued'],
  },
];

function signingKey(): JWK {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' } as JWK;
}

/** The ID token as the fault wants it: claims changed and signed again, or signed by a stranger's key. */
async function faulty(idToken: string, fault: Exclude<Fault, null>, key: JWK, stranger: JWK): Promise<string> {
  const claims = decodeJwt(idToken);
  const now = Math.floor(Date.now() / 1000);
  if (fault === 'audience') claims.aud = 'ein-anderer-client';
  if (fault === 'issuer') claims.iss = 'https://falscher-anbieter.example';
  if (fault === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
  if (fault === 'nonce') claims.nonce = 'fremde-nonce';
  const signer = await importJWK(fault === 'signature' ? stranger : key, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' }).sign(signer);
}

export async function start(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'konsole';
  const clientSecret = options.clientSecret ?? 'konsole-geheimnis-fuer-tests';
  const users = new Map((options.users ?? defaultUsers).map((u) => [u.preferred_username, { ...u }]));
  const key = signingKey();
  const stranger = signingKey();
  let fault: Fault = null;

  // The port must be known before the provider is made: the issuer names it.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [key] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'], groups: ['groups'] },
    scopes: ['openid', 'profile', 'email', 'groups'],
    // The ID token carries the claims its scopes ask for, as many company providers do.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, id) {
      // The login form's login names the user; an unknown one gets no groups.
      const user = users.get(id);
      return {
        accountId: id,
        claims: async () =>
          user ? { ...user, sub: id } : { sub: id, preferred_username: id, name: id, email: null, groups: [] },
      };
    },
    // The console is a first-party client: no consent screen, only the login form.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session!;
      const client = ctx.oidc.client!;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope('openid profile email groups');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // Loopback over plain HTTP: the provider trusts no proxy and needs none.
  provider.proxy = false;
  provider.use(async (ctx, next) => {
    // Its pages carry a policy too, as the Playwright suite asks of every page the browser opens
    // (the login form's own <style> is inline), and load nothing from the internet.
    ctx.set('content-security-policy', "default-src 'self'; style-src 'self' 'unsafe-inline'");
    await next();
    if (typeof ctx.body === 'string') ctx.body = ctx.body.replace(/@import url\(https:[^)]*\);/g, '');
    if (!fault || ctx.path !== '/token' || ctx.status !== 200) return;
    const body = ctx.body as { id_token?: string };
    if (body?.id_token) ctx.body = { ...body, id_token: await faulty(body.id_token, fault, key, stranger) };
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    users,
    setFault(next) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function argument(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === `--${name}` && process.argv[i + 1]) values.push(process.argv[i + 1]!);
  });
  return values;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  void start({
    port: Number(argument('port')[0] ?? 8190),
    redirectUris: argument('redirect').length
      ? argument('redirect')
      : ['http://localhost:8080/api/frontend/sso/callback'],
    postLogoutRedirectUris: argument('logout-redirect'),
  }).then((provider) =>
    console.log(`Test-Anbieter läuft: ${provider.issuer} (Client ${provider.clientId} / ${provider.clientSecret})`),
  );
}
