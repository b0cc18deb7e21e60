import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { totp } from '../../test/usersKit';

// Two instances on one database, as behind a load balancer: a 2FA seed verified through one of them
// can be switched on through the other, and a code is accepted once across both.

for (const kind of databaseKinds)
  describe(`2FA verification across instances on ${kind}`, () => {
    let server: TestServer;
    let secondInstance: SecondInstance;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      appA = server.app;
      secondInstance = await startSecondInstance(server);
      appB = secondInstance.app;
    });
    after(async () => {
      await secondInstance?.close();
      await server?.close();
    });

    const post = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
      app.inject(withCookie(cookie, { method: 'POST', url: `/api/frontend/users/${url}`, payload }));
    const verify = async (app: FastifyInstance, cookie: string, seed2FA: string, token2FA: string) =>
      (await post(app, cookie, 'verify2FA', { params: { seed2FA, token2FA } })).json().verified2FA as boolean;
    const switchOn = async (app: FastifyInstance, cookie: string, seed2FA: string) =>
      (await post(app, cookie, 'update2FA', { use2FA: true, seed2FA })).statusCode;
    const uses2FA = async (app: FastifyInstance, cookie: string) =>
      (await app.inject(withCookie(cookie, { method: 'GET', url: '/api/frontend/ping' }))).json().user.use2FA;
    /** Logs in through instance A and makes a new seed for the account there. */
    async function sessionWithSeed(account: readonly [string, string]) {
      const cookie = await loginCookie(appA, ...account);
      const url = `/api/frontend/users/generate2FASeed/${account[0]}`;
      const seed = (await appA.inject(withCookie(cookie, { method: 'GET', url }))).json().seed2FA as string;
      return { cookie, seed, token: await totp(seed, server.clock.now) };
    }

    it('switches 2FA on through one instance with a seed verified through the other, and the code is spent', async () => {
      const { cookie, seed, token } = await sessionWithSeed(demo.operator);
      assert.equal(await verify(appA, cookie, seed, token), true);
      assert.equal(await verify(appB, cookie, seed, token), false);
      assert.equal(await switchOn(appB, cookie, seed), 200);
      assert.equal(await uses2FA(appA, cookie), true);
      // Switching off and on again with the same seed needs a new verification, on either instance.
      assert.equal((await post(appA, cookie, 'update2FA', { use2FA: false })).statusCode, 200);
      assert.equal(await switchOn(appA, cookie, seed), 400);
      assert.equal(await switchOn(appB, cookie, seed), 400);
      assert.equal(await uses2FA(appB, cookie), false);
    });

    it('accepts one code arriving at both instances at once exactly once', async () => {
      const { cookie, seed, token } = await sessionWithSeed(demo.viewer);
      const results = await Promise.all([verify(appA, cookie, seed, token), verify(appB, cookie, seed, token)]);
      assert.deepEqual(results.sort(), [false, true]);
      // The code of the next time step is new and verifies again.
      assert.equal(await verify(appB, cookie, seed, await totp(seed, server.clock.now + 30_000)), true);
    });

    it('lets only the session that verified a seed switch it on, on any instance', async () => {
      const { cookie, seed, token } = await sessionWithSeed(demo.admin);
      const other = await loginCookie(appB, ...demo.admin);
      assert.equal(await verify(appA, cookie, seed, token), true);
      assert.equal(await switchOn(appB, other, seed), 400);
      assert.equal(await switchOn(appA, other, seed), 400);
      assert.equal(await uses2FA(appB, other), false);
      assert.equal(await switchOn(appB, cookie, seed), 200);
      assert.equal(await uses2FA(appB, cookie), true);
    });

    it('keeps neither the session cookie nor the seed in the clear, and a verification runs out after 15 minutes', async () => {
      const { cookie, seed, token } = await sessionWithSeed(demo.viewer);
      const before = server.clock.now;
      try {
        assert.equal(await verify(appA, cookie, seed, token), true);
        const rows = await server.db.kysely.selectFrom('verifiedSeeds').selectAll().execute();
        const stored = JSON.stringify(rows);
        assert.ok(rows.length > 0);
        assert.ok(!stored.includes(seed) && !stored.includes(cookie.slice('sid='.length)), stored);
        server.clock.now = before + 15 * 60 * 1000 + 1;
        assert.equal(await switchOn(appB, cookie, seed), 400);
      } finally {
        server.clock.now = before;
      }
    });
  });
