import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withCookie } from '../../test/harness';
import { describeSso, providerName, sessionCookieOf, ssoLogin } from '../../test/ssoKit';

// Logging in through the real test provider (scripts/oidc): the user is created at the first login
// with what its groups give, and the mappings are applied again at every login.

describeSso('login through the OpenID Provider', (t) => {
  const get = (cookie: string, url: string) => t.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const auditOf = async (action: string) =>
    (await get(t.admin, `/api/frontend/audit-log?action=${action}`)).json().entries as Record<string, unknown>[];

  it('offers the provider on the login page', async () => {
    const reply = await t.server.app.inject({ method: 'GET', url: '/api/frontend/sso/config' });
    assert.deepEqual(reply.json(), { provider: { name: providerName }, localLogin: true });
  });

  it('names the redirect URI of PUBLIC_URL whatever Host the request names', async () => {
    const reply = await t.server.app.inject({
      method: 'GET',
      url: '/api/frontend/sso/login',
      headers: { host: 'angreifer.example', 'x-forwarded-host': 'angreifer.example' },
    });
    const redirect = new URL(String(reply.headers.location)).searchParams.get('redirect_uri');
    assert.equal(redirect, 'http://console.test/api/frontend/sso/callback');
  });

  it('creates the user at the first login with the mapped role and contexts, and names the provider', async () => {
    await t.map('konsole-betrieb', 'Operator', []);
    await t.map('team-nord', null, ['NORDMARKT']);
    await t.map('team-sued', 'Betrachter', ['SUEDKAUF']);

    const reply = await ssoLogin(t.server.app, t.provider, 'olga.oidc');
    assert.equal(reply.statusCode, 302, reply.body);
    assert.equal(reply.headers.location, '/');
    const cookie = sessionCookieOf(reply)!;
    assert.ok(cookie, 'a session cookie is set');
    const session = (await get(cookie, '/api/frontend/ping')).json();
    assert.equal(session.user.login, 'olga.oidc');
    assert.equal(session.user.firstName, 'Olga');
    assert.equal(session.user.lastName, 'Oidc');
    assert.equal(session.user.email, 'olga@example.com');
    assert.equal(session.user.role, 'Operator');
    assert.deepEqual(
      session.contexts.map((c: { key: string }) => c.key),
      ['NORDMARKT'],
    );

    const sessions = (await get(cookie, '/api/frontend/account/sessions')).json();
    assert.equal(sessions[0].provider, providerName);
    const [entry] = await auditOf('ssoLogin');
    assert.equal(entry!.user, 'olga.oidc');
    assert.equal(entry!.objectLabel, providerName);
  });

  it('applies the mappings again at every login: a user removed from a group loses its role', async () => {
    t.provider.users.get('olga.oidc')!.groups = ['team-nord', 'team-sued'];
    const cookie = sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc'))!;
    const session = (await get(cookie, '/api/frontend/ping')).json();
    assert.equal(session.user.role, 'Betrachter');
    assert.deepEqual(
      session.contexts.map((c: { key: string }) => c.key),
      ['NORDMARKT', 'SUEDKAUF'],
    );
    const users = await t.server.db.kysely.selectFrom('users').select('id').where('login', '=', 'olga.oidc').execute();
    assert.equal(users.length, 1, 'the same user, not a second one');

    // In no mapped group at all: no login, and a German reason on the login page.
    t.provider.users.get('olga.oidc')!.groups = ['kantine'];
    const refused = await ssoLogin(t.server.app, t.provider, 'olga.oidc');
    assert.equal(refused.headers.location, '/login?ssoError=noRole');
    assert.equal(sessionCookieOf(refused), undefined);
    const [entry] = await auditOf('ssoLoginRefused');
    assert.equal(entry!.user, 'olga.oidc');
    assert.match(JSON.stringify(entry!.changes), /Ihre Gruppen berechtigen nicht/);
  });

  it('never takes over a local account with the same login', async () => {
    t.provider.users.set('admin', {
      ...t.provider.users.get('paul.pruefer')!,
      sub: 'sub-fake-admin',
      preferred_username: 'admin',
    });
    const reply = await ssoLogin(t.server.app, t.provider, 'admin');
    assert.equal(reply.headers.location, '/login?ssoError=loginTaken');
    assert.equal(sessionCookieOf(reply), undefined);
  });

  it("ends the session at logout and sends the browser to the provider's end-session endpoint", async () => {
    const cookie = sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'paul.pruefer'))!;
    const reply = await get(cookie, '/api/frontend/logout');
    const url = new URL(reply.json().endSessionUrl);
    assert.equal(url.origin + url.pathname, `${t.provider.issuer}/session/end`);
    assert.equal(url.searchParams.get('client_id'), t.provider.clientId);
    assert.equal(url.searchParams.get('post_logout_redirect_uri'), 'http://console.test/login');
    assert.equal((await get(cookie, '/api/frontend/ping')).statusCode, 401);
    // A password session's logout stays in the console.
    assert.deepEqual((await get(t.admin, '/api/frontend/logout')).json(), { ok: true });
  });
});
