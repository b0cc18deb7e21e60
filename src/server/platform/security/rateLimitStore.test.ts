import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { seedDemo } from '../../demo/seed';
import { countRequest, deleteEndedRateLimits } from './rateLimits.repository';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';

// The login's limit of 30 attempts a minute per address holds across instances: the counts live in
// the database, so attempts spread over two instances on one database share one limit.

const tooMany = { message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' };

for (const kind of databaseKinds)
  describe(`login rate limit across instances on ${kind}`, () => {
    let server: TestServer;
    let secondInstance: SecondInstance;
    let second: FastifyInstance;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      secondInstance = await startSecondInstance(server);
      second = secondInstance.app;
    });
    after(async () => {
      await secondInstance?.close();
      await server?.close();
    });

    const login = (app: FastifyInstance, remoteAddress: string, user = 'niemand') =>
      app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        remoteAddress,
        payload: { login: user, password: 'falsch' },
      });

    it('answers the 31st attempt of an address with 429 on either instance, after 30 spread over both', async () => {
      const address = '192.0.2.31';
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await login(i % 2 ? second : server.app, address)).statusCode);
      assert.deepEqual(statuses, Array(30).fill(401));
      for (const app of [server.app, second]) {
        const reply = await login(app, address);
        assert.equal(reply.statusCode, 429);
        assert.deepEqual(reply.json(), tooMany);
      }
      // Another address has a limit of its own.
      assert.equal((await login(second, '192.0.2.32')).statusCode, 401);
    });

    it('counts attempts that arrive at both instances at once exactly once each', async () => {
      const address = '192.0.2.40';
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(i % 2 ? second : server.app, address, `niemand${i}`)),
      );
      const statuses = replies.map((r) => r.statusCode);
      assert.equal(statuses.filter((s) => s === 429).length, 10, statuses.join(' '));
      assert.equal(statuses.filter((s) => s === 401).length, 30);
    });

    it('starts a key anew once its window has ended, and the purge deletes ended windows', async () => {
      const { db } = server;
      const start = 1_000_000;
      assert.deepEqual(await countRequest(db, 'probe', 60_000, start), { count: 1, expiresAt: start + 60_000 });
      assert.deepEqual(await countRequest(db, 'probe', 60_000, start + 59_999), {
        count: 2,
        expiresAt: start + 60_000,
      });
      assert.deepEqual(await countRequest(db, 'probe', 60_000, start + 60_000), {
        count: 1,
        expiresAt: start + 120_000,
      });
      await countRequest(db, 'other', 1_000, start);
      await deleteEndedRateLimits(db, start + 1_000);
      const keys = await db.kysely
        .selectFrom('rateLimits')
        .select('key')
        .where('key', 'in', ['probe', 'other'])
        .execute();
      assert.deepEqual(keys, [{ key: 'probe' }]);
    });
  });
