import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createGuardrails, generate } from 'otplib';
import { seedDemo } from '../../demo/seed';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { demo, secureSeed } from '../../test/demoAccounts';

function assertMatches(actual: unknown, expected: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(expected)) {
    const got = (actual as Record<string, unknown>)[key];
    if (value && typeof value === 'object' && !Array.isArray(value))
      assertMatches(got, value as Record<string, unknown>);
    else assert.deepEqual(got, value, key);
  }
}

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const totpAt = (ms: number) => generate({ secret: secureSeed, epoch: Math.floor(ms / 1000), guardrails });

for (const kind of databaseKinds)
  describe(`session on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
    });
    after(() => server.close());

    const login = (payload: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/frontend/login', payload: payload as object });
    const sessionCount = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('logs in with the right password, sets an HttpOnly SameSite cookie and returns the session data', async () => {
      const reply = await login({ login: demo.admin[0], password: demo.admin[1] });
      assert.equal(reply.statusCode, 200);
      const cookie = reply.cookies.find((c) => c.name === 'sid')!;
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Strict');
      const body = reply.json();
      assert.equal(body.user.login, 'admin');
      assert.equal(body.isAdmin, true);
      assert.equal(body.systemType, 'DEVEL');
      assertMatches(body, { showBanner: true, isDevel: true, isTest: false, hasStoreAgents: true });
      assert.deepEqual(
        body.contexts.map((c: { key: string }) => c.key),
        ['INTERN', 'MEGAMARKT', 'NORDMARKT', 'OSTBAU', 'SUEDKAUF', 'WESTFRISCH'],
      );
    });

    it('refuses a wrong password with the German message and no session', async () => {
      const before = await sessionCount();
      const reply = await login({ login: demo.viewer[0], password: 'falsch-falsch' });
      assert.equal(reply.statusCode, 401);
      assert.deepEqual(reply.json(), { message: 'Benutzername oder Passwort ist falsch.' });
      assert.equal(
        reply.cookies.find((c) => c.name === 'sid'),
        undefined,
      );
      assert.equal(await sessionCount(), before);
    });

    it('answers a malformed login body with 400 and a message, creating no session', async () => {
      const before = await sessionCount();
      for (const payload of [
        { login: 'admin' },
        { login: 5, password: 'x' },
        { login: 'admin', password: 'demo-admin-2026', extra: 1 },
        [],
      ]) {
        const reply = await login(payload);
        assert.equal(reply.statusCode, 400);
        assert.match(reply.json().message, /^Ungültige Anfrage/);
      }
      const garbage = await server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"login":',
      });
      assert.equal(garbage.statusCode, 400);
      assert.equal(garbage.json().message, 'Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.');
      assert.equal(await sessionCount(), before);
    });

    it('asks a 2FA user for a token, refuses a wrong one, accepts a valid one once', async () => {
      const [user, password] = demo.secure;
      const missing = await login({ login: user, password });
      assert.equal(missing.statusCode, 401);
      assert.deepEqual(missing.json(), {
        message: 'Bitte geben Sie den Bestätigungscode ein.',
        missing2FAToken: true,
      });

      const wrong = await login({
        login: user,
        password,
        token2FA: '000000' === (await totpAt(server.clock.now)) ? '111111' : '000000',
      });
      assert.equal(wrong.statusCode, 401);
      assert.deepEqual(wrong.json(), { message: 'Der Bestätigungscode ist ungültig.', missing2FAToken: true });

      const token = await totpAt(server.clock.now);
      const ok = await login({ login: user, password, token2FA: token });
      assert.equal(ok.statusCode, 200);
      const replay = await login({ login: user, password, token2FA: token });
      assert.equal(replay.statusCode, 401);
      assert.equal(replay.json().missing2FAToken, true);

      // The next time step's code works again.
      server.clock.now += 30_000;
      const next = await login({ login: user, password, token2FA: await totpAt(server.clock.now) });
      assert.equal(next.statusCode, 200);
    });

    it('after five failures from an address refuses even the right password from it for a while', async () => {
      const [user, password] = demo.operator;
      for (let i = 0; i < 5; i++) assert.equal((await login({ login: user, password: `wrong-${i}` })).statusCode, 401);
      const locked = await login({ login: user, password });
      assert.equal(locked.statusCode, 401);
      assert.equal(
        locked.json().message,
        'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.',
      );
      server.clock.now += 15 * 60 * 1000 + 1000;
      assert.equal((await login({ login: user, password })).statusCode, 200);
    });

    it('ping answers 401 without a session and the session data with one; logout ends it', async () => {
      assert.equal((await server.app.inject({ method: 'GET', url: '/api/frontend/ping' })).statusCode, 401);
      const cookie = await loginCookie(server.app, ...demo.viewer);
      const ping = await server.app.inject(withCookie(cookie, { method: 'GET', url: '/api/frontend/ping' }));
      assert.equal(ping.statusCode, 200);
      assertMatches(ping.json(), { user: { login: 'viewer', role: 'Betrachter' }, rights: [], isAdmin: false });
      // Whether the user sees every context: only then may it grant all of them to others.
      for (const [login, all] of [
        ['admin', true],
        ['operator', false],
      ] as const) {
        const [name, password] = demo[login];
        const other = await loginCookie(server.app, name, password);
        const data = (await server.app.inject(withCookie(other, { method: 'GET', url: '/api/frontend/ping' }))).json();
        assert.equal(data.user.allContextsVisible, all, login);
      }

      const logout = await server.app.inject(withCookie(cookie, { method: 'GET', url: '/api/frontend/logout' }));
      assert.equal(logout.statusCode, 200);
      assert.equal(logout.cookies.find((c) => c.name === 'sid')?.value, '');
      for (const url of ['/api/frontend/ping', '/api/frontend/home']) {
        assert.equal((await server.app.inject(withCookie(cookie, { method: 'GET', url }))).statusCode, 401);
      }
    });

    it('expires a session after its lifetime without use', async () => {
      const cookie = await loginCookie(server.app, ...demo.viewer);
      server.clock.now += server.config.sessionHours * 3600 * 1000 + 1;
      assert.equal(
        (await server.app.inject(withCookie(cookie, { method: 'GET', url: '/api/frontend/ping' }))).statusCode,
        401,
      );
    });

    it('refuses a state-changing request from a foreign origin', async () => {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        headers: { origin: 'https://evil.example', host: 'localhost:8080' },
        payload: { login: demo.admin[0], password: demo.admin[1] },
      });
      assert.equal(reply.statusCode, 403);
    });
  });
