import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { injectTransport, AgentClient } from '../../simulator/transport';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

// Behind a load balancer a client's next poll reaches another instance: an ETag from one instance
// must be current on every other instance on the same database until something changes.

const paths = {
  tree: '/api/frontend/cashpoints?contextId=NORDMARKT',
  report: '/api/frontend/reports/cashpoint-report?contextId=NORDMARKT',
};

for (const kind of databaseKinds)
  describe(`ETags across two instances on ${kind}`, () => {
    let server: TestServer;
    let secondInstance: SecondInstance;
    let second: FastifyInstance;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      secondInstance = await startSecondInstance(server);
      second = secondInstance.app;
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(async () => {
      await secondInstance?.close();
      await server?.close();
    });

    const get = (app: FastifyInstance, url: string, etag?: string) =>
      app.inject(withCookie(admin, { method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} }));

    for (const [name, path] of Object.entries(paths))
      it(`answers the ${name}'s ETag from one instance with 304 on the other, and both with 200 after a write`, async () => {
        const first = await get(server.app, path);
        assert.equal(first.statusCode, 200);
        const etag = first.headers.etag as string;
        assert.ok(etag);
        const other = await get(second, path, etag);
        assert.deepEqual([other.statusCode, other.body], [304, '']);

        const agent = new AgentClient(injectTransport(second), 'NORDMARKT', demoHashSecret('NORDMARKT'), () =>
          Math.floor(server.clock.now / 1000),
        );
        const tree = (await get(server.app, paths.tree)).json() as { stores: { id: string }[] };
        const beat = await agent.post('/api/agent/cashpoints/heartbeat', {
          storeId: tree.stores[0]!.id,
          posId: name === 'tree' ? '97' : '96',
          agentVersion: '3.3.0',
        });
        assert.equal(beat.status, 200, beat.body.toString());

        const [onFirst, onSecond] = [await get(server.app, path, etag), await get(second, path, etag)];
        assert.deepEqual([onFirst.statusCode, onSecond.statusCode], [200, 200]);
        assert.notEqual(onFirst.headers.etag, etag);
        assert.equal(onSecond.headers.etag, onFirst.headers.etag);
        assert.equal((await get(second, path, onFirst.headers.etag as string)).statusCode, 304);
      });
  });
