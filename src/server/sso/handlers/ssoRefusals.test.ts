import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Fault } from '../../../../scripts/oidc/testProvider';
import { withCookie } from '../../test/harness';
import { atProvider, begin, callback, describeSso, sessionCookieOf } from '../../test/ssoKit';

// What the callback refuses, each with a German reason on the login page (its code in the URL), no
// session and an audit entry: a bad ID token, a replayed code, a tampered or foreign state. And the
// flow uses PKCE: the provider gives no tokens for the code without the verifier the console keeps.

describeSso('refused OpenID Connect logins', (t) => {
  const refusals = async () =>
    (
      await t.server.app.inject(
        withCookie(t.admin, { method: 'GET', url: '/api/frontend/audit-log?action=ssoLoginRefused' }),
      )
    ).json().entries.length as number;

  /** A login whose every step is real but for what `spoil` changes; gives the callback's reply. */
  async function login(spoil: { fault?: Fault; url?: (url: URL) => void; cookie?: string } = {}) {
    const begun = await begin(t.server.app);
    const url = new URL(await atProvider(t.provider, begun.authorizationUrl, 'olga.oidc'));
    spoil.url?.(url);
    t.provider.setFault(spoil.fault ?? null);
    try {
      return await callback(t.server.app, url.href, spoil.cookie ?? begun.flowCookie);
    } finally {
      t.provider.setFault(null);
    }
  }

  async function assertRefused(reply: Awaited<ReturnType<typeof login>>, reason: string) {
    assert.equal(reply.statusCode, 302);
    assert.equal(reply.headers.location, `/login?ssoError=${reason}`);
    assert.equal(sessionCookieOf(reply), undefined, 'no session');
  }

  it('logs in when nothing is wrong (the baseline of the refusals below)', async () => {
    await t.map('konsole-betrieb', 'Operator', ['NORDMARKT']);
    const reply = await login();
    assert.equal(reply.headers.location, '/');
    assert.ok(sessionCookieOf(reply));
  });

  for (const fault of ['audience', 'issuer', 'signature', 'expired', 'nonce'] as const) {
    it(`refuses an ID token with a wrong ${fault}`, async () => {
      const before = await refusals();
      await assertRefused(await login({ fault }), 'token');
      assert.equal(await refusals(), before + 1, 'an audit entry');
      assert.ok(
        t.server.logs.some((line) => line.includes('OpenID Connect login refused')),
        'the reason is logged',
      );
    });
  }

  it('refuses a replayed code, under its own state and under a new one', async () => {
    const begun = await begin(t.server.app);
    const url = await atProvider(t.provider, begun.authorizationUrl, 'olga.oidc');
    assert.equal((await callback(t.server.app, url, begun.flowCookie)).headers.location, '/');
    // The same callback again: its state was used.
    await assertRefused(await callback(t.server.app, url, begun.flowCookie), 'state');
    // The used code under a fresh flow's state: the provider refuses the code.
    const before = await refusals();
    const code = new URL(url).searchParams.get('code')!;
    await assertRefused(await login({ url: (u) => u.searchParams.set('code', code) }), 'token');
    assert.equal(await refusals(), before + 1);
  });

  it('refuses a tampered state, and a state begun in another browser', async () => {
    const before = await refusals();
    await assertRefused(
      await login({ url: (u) => u.searchParams.set('state', u.searchParams.get('state') + 'x') }),
      'state',
    );
    await assertRefused(await login({ cookie: (await begin(t.server.app)).flowCookie }), 'state');
    await assertRefused(await login({ cookie: '' }), 'state');
    assert.equal(await refusals(), before + 3);
  });

  it('refuses what the provider reports as an error', async () => {
    const reply = await login({
      url: (u) => {
        u.searchParams.delete('code');
        u.searchParams.set('error', 'access_denied');
      },
    });
    await assertRefused(reply, 'provider');
  });

  it('uses PKCE (S256): the code is worth nothing without the verifier the console kept', async () => {
    const begun = await begin(t.server.app);
    const authorization = new URL(begun.authorizationUrl);
    assert.match(authorization.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(authorization.searchParams.get('nonce'));
    assert.ok(authorization.searchParams.get('state'));
    const code = new URL(await atProvider(t.provider, begun.authorizationUrl, 'olga.oidc')).searchParams.get('code')!;
    // A thief of the code, with the client's own credentials but no verifier, gets no tokens.
    const stolen = await fetch(`${t.provider.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${t.provider.clientId}:${t.provider.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://console.test/api/frontend/sso/callback',
      }).toString(),
    });
    assert.equal(stolen.status, 400);
    assert.equal(((await stolen.json()) as { error: string }).error, 'invalid_grant');
    // The console's own callback with another verifier than the one of the challenge fails too.
    const other = await begin(t.server.app);
    const url = await atProvider(t.provider, other.authorizationUrl, 'olga.oidc');
    await t.server.db.kysely
      .updateTable('ssoFlows')
      .set({ codeVerifier: 'x'.repeat(43) })
      .execute();
    await assertRefused(await callback(t.server.app, url, other.flowCookie), 'token');
  });

  // Last: it leaves this address limited.
  it('limits the tries per address, as the password login does', async () => {
    let reply = await t.server.app.inject({ method: 'GET', url: '/api/frontend/sso/callback?state=x' });
    for (let i = 0; i < 40 && reply.statusCode !== 429; i++)
      reply = await t.server.app.inject({ method: 'GET', url: '/api/frontend/sso/callback?state=x' });
    assert.equal(reply.statusCode, 429);
    assert.match(reply.json().message, /[äöüß]|Anfragen/);
  });
});
