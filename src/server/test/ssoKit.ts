import type { FastifyInstance } from 'fastify';
import { after, before, describe } from 'node:test';
import { start, type TestProvider } from '../../../scripts/oidc/testProvider';
import { seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';

// The browser's part of an OpenID Connect login in the server tests: the console (app.inject) sends
// it to the real test provider (scripts/oidc), where it posts the login form, and the provider
// sends it back to the console's callback. The console is reached as PUBLIC_URL `consoleUrl`.

export const consoleUrl = 'http://console.test';
export const providerName = 'Testanbieter';

export function startProvider(): Promise<TestProvider> {
  return start({
    redirectUris: [`${consoleUrl}/api/frontend/sso/callback`],
    postLogoutRedirectUris: [`${consoleUrl}/login`],
  });
}

export function ssoEnv(provider: TestProvider, extra: Record<string, string> = {}): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: providerName,
    PUBLIC_URL: consoleUrl,
    ...extra,
  };
}

/** The provider's cookies, as a browser would keep them between its pages. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
}

async function go(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.keep(response);
  return response;
}

/** Follows the provider's redirects until one leads back to the console; gives that URL. */
async function untilConsole(jar: Jar, response: Response, base: string): Promise<string | Response> {
  let current = response;
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location');
    if (!location) return current;
    const next = new URL(location, base).href;
    if (next.startsWith(consoleUrl)) return next;
    current = await go(jar, next);
  }
  throw new Error('too many redirects at the provider');
}

export interface Begun {
  /** Where the console sent the browser (the provider's authorization URL). */
  authorizationUrl: string;
  /** The flow cookie the console set, to send with the callback. */
  flowCookie: string;
}

/** Begins a login (or, with a session cookie, a 'Testanmeldung') at the console. */
export async function begin(app: FastifyInstance, path = '/api/frontend/sso/login', cookie?: string): Promise<Begun> {
  const reply = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  if (reply.statusCode !== 302) throw new Error(`begin: ${reply.statusCode} ${reply.body}`);
  const flow = reply.cookies.find((c) => c.name === 'sso_flow');
  return { authorizationUrl: String(reply.headers.location), flowCookie: flow ? `sso_flow=${flow.value}` : '' };
}

/** Logs in at the provider as `login` (its form takes any password); gives the console callback URL. */
export async function atProvider(provider: TestProvider, authorizationUrl: string, login: string): Promise<string> {
  const jar = new Jar();
  const first = await untilConsole(jar, await go(jar, authorizationUrl), provider.issuer);
  if (typeof first === 'string') return first;
  const page = await first.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no login form at the provider: ${first.status} ${page.slice(0, 300)}`);
  const posted = await go(jar, new URL(action, provider.issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'beliebig' }).toString(),
  });
  const back = await untilConsole(jar, posted, provider.issuer);
  if (typeof back !== 'string') throw new Error(`the provider did not send the browser back: ${back.status}`);
  return back;
}

/** The console's callback for this URL, with the flow cookie (and any other cookie) sent. */
export function callback(app: FastifyInstance, url: string, cookie: string) {
  const { pathname, search } = new URL(url);
  return app.inject({ method: 'GET', url: pathname + search, headers: { cookie } });
}

/** A whole login as `login`: gives the callback's reply (its Location and session cookie). */
export async function ssoLogin(app: FastifyInstance, provider: TestProvider, login: string) {
  const begun = await begin(app);
  const url = await atProvider(provider, begun.authorizationUrl, login);
  return callback(app, url, begun.flowCookie);
}

export function sessionCookieOf(reply: { cookies: { name: string; value: string }[] }): string | undefined {
  const sid = reply.cookies.find((c) => c.name === 'sid' && c.value);
  return sid ? `sid=${sid.value}` : undefined;
}

export interface SsoFixture {
  server: TestServer;
  provider: TestProvider;
  admin: string;
  roleUid(name: string): string;
  /** Saves a mapping as the administrator; fails the test on anything but 200. */
  map(group: string, role: string | null, contextKeys: string[], allContexts?: boolean): Promise<void>;
}

/** One provider and one demo console per database, the console configured for the provider. */
export function describeSso(title: string, body: (t: SsoFixture) => void, env: Record<string, string> = {}): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const t = {} as SsoFixture;
      let roles: { value: string; name: string }[] = [];
      before(async () => {
        t.provider = await startProvider();
        t.server = await startTestServer(kind, {
          env: ssoEnv(t.provider, env),
          seed: (db, dir, now) => seedDemo(db, dir, now),
        });
        // With password login off the administrator cannot log in with its password.
        if (env.LOCAL_LOGIN === 'off') return;
        t.admin = await loginCookie(t.server.app, ...demo.admin);
        roles = (await t.server.app.inject(withCookie(t.admin, { method: 'GET', url: '/api/frontend/users' }))).json()
          .roles;
      });
      after(async () => {
        await t.server.close();
        await t.provider.close();
      });
      t.roleUid = (name) => roles.find((r) => r.name === name)!.value;
      t.map = async (group, role, contextKeys, allContexts = false) => {
        const reply = await t.server.app.inject(
          withCookie(t.admin, {
            method: 'POST',
            url: '/api/frontend/sso-mappings/save',
            payload: { group, role: role && t.roleUid(role), contextKeys, allContexts },
          }),
        );
        if (reply.statusCode !== 200) throw new Error(`mapping ${group}: ${reply.statusCode} ${reply.body}`);
      };
      body(t);
    });
  }
}
