import assert from 'node:assert/strict';
import { it } from 'node:test';
import { buildApp } from '../../app';
import { demo, secureSeed } from '../../test/demoAccounts';
import { loginCookie, withCookie } from '../../test/harness';
import { createToken, tokenForm, withToken } from '../../test/tokensKit';
import { totp } from '../../test/usersKit';
import { describeSso, sessionCookieOf, ssoLogin } from '../../test/ssoKit';

// Password login switched off after the fact (issue 44): when the console starts with LOCAL_LOGIN=off,
// the sessions a password login opened for accounts that may not log in by password now end, and
// the live tokens of the local ones among them are revoked, each audited. A 'Notfallzugang' with
// 2FA, sessions of the provider and tokens of its accounts stay.

describeSso('password access at a start with password login off', (t) => {
  const ping = (cookie: string) =>
    t.server.app.inject(withCookie(cookie, { method: 'GET', url: '/api/frontend/ping' }));
  const tokenPing = (token: string) =>
    t.server.app.inject(withToken(token, { method: 'GET', url: '/api/frontend/ping' }));

  it('ends the password sessions and the local tokens of who may not log in by password, and audits it', async () => {
    await t.server.db.kysely
      .updateTable('users')
      .set({ emergencyAccess: 1 })
      .where('login', 'in', ['secure', 'operator'])
      .execute();
    const token = () => tokenForm({ rights: [], expiresInDays: 30 });
    const viewer = await loginCookie(t.server.app, ...demo.viewer);
    const operator = await loginCookie(t.server.app, ...demo.operator);
    const secure = await loginCookie(t.server.app, ...demo.secure, await totp(secureSeed, t.server.clock.now));
    await t.map('konsole-betrieb', 'Operator', []);
    const olga = sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc'))!;
    const tokens = {
      viewer: (await createToken(t.server.app, viewer, token())).token,
      operator: (await createToken(t.server.app, operator, token())).token,
      secure: (await createToken(t.server.app, secure, token())).token,
      olga: (await createToken(t.server.app, olga, token())).token,
    };
    // The start with password login off, on the same database.
    const off = { ...t.server.config, login: { ...t.server.config.login, localLogin: false } };
    const logs: string[] = [];
    const restarted = await buildApp({
      config: off,
      db: t.server.db,
      now: () => t.server.clock.now,
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    });
    await restarted.ready();
    await restarted.close();

    for (const ended of [t.admin, viewer, operator]) assert.equal((await ping(ended)).statusCode, 401);
    for (const kept of [secure, olga]) assert.equal((await ping(kept)).statusCode, 200);
    for (const revoked of [tokens.viewer, tokens.operator]) assert.equal((await tokenPing(revoked)).statusCode, 401);
    for (const kept of [tokens.secure, tokens.olga]) assert.equal((await tokenPing(kept)).statusCode, 200);
    assert.ok(logs.some((line) => line.includes('ended 3 password sessions and revoked 2 API tokens')));

    const audit = async (action: string) =>
      (
        await t.server.app.inject(
          withCookie(secure, { method: 'GET', url: `/api/frontend/audit-log?action=${action}` }),
        )
      )
        .json()
        .entries.filter((e: { user: string }) => e.user === 'system') as { objectLabel: string; changes: object }[];
    const sessions = (await audit('sessionEnded')).map((e) => e.objectLabel.replace(/.* von /, '')).sort();
    assert.deepEqual(sessions, ['admin', 'operator', 'viewer']);
    const revoked = await audit('tokenRevoked');
    assert.deepEqual(revoked.map((e) => e.objectLabel.replace(/.* von /, '')).sort(), ['operator', 'viewer']);
    assert.match(JSON.stringify(revoked[0]!.changes), /Anmeldung mit Passwort abgeschaltet/);
  });
});
