import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { cachedCashpointReport } from '../../reports/cachedReports';
import { injectTransport, AgentClient } from '../../simulator/transport';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

interface Tree {
  stores: { id: string; cashpoints: { posId: string; offline: boolean }[] }[];
}

for (const kind of databaseKinds)
  describe(`tree reply with ETag on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let agent: AgentClient;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      agent = new AgentClient(injectTransport(server.app), 'NORDMARKT', demoHashSecret('NORDMARKT'), () =>
        Math.floor(server.clock.now / 1000),
      );
    });
    after(() => server.close());

    const getTree = (headers: Record<string, string> = {}) =>
      server.app.inject(
        withCookie(admin, { method: 'GET', url: '/api/frontend/cashpoints?contextId=NORDMARKT', headers }),
      );
    const heartbeat = async (storeId: string, posId: string) => {
      const reply = await agent.post('/api/agent/cashpoints/heartbeat', { storeId, posId, agentVersion: '3.3.0' });
      assert.equal(reply.status, 200, reply.body.toString());
    };

    it('answers 304 to a client whose copy is current, and 200 with the new tree after a change', async () => {
      const first = await getTree();
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.ok(etag);
      const again = await getTree({ 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');

      // A register that was never seen registers itself with its first heartbeat.
      const store = (first.json() as Tree).stores[0]!;
      await heartbeat(store.id, '99');
      const changed = await getTree({ 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      const registers = (changed.json() as Tree).stores[0]!.cashpoints;
      assert.deepEqual(registers.at(-1), { ...registers.at(-1), posId: '99', offline: false });
      assert.equal(registers.length, store.cashpoints.length + 1);
    });

    it('turns a register offline once its last heartbeat is too old, without any write', async () => {
      const store = ((await getTree()).json() as Tree).stores[1]!;
      await heartbeat(store.id, '1');
      const before = await getTree();
      const online = (before.json() as Tree).stores[1]!.cashpoints.find((c) => c.posId === '1')!;
      assert.equal(online.offline, false);
      server.clock.now += (server.app.config.offlineAfterSeconds + 1) * 1000;
      const later = await getTree({ 'if-none-match': before.headers.etag as string });
      assert.equal(later.statusCode, 200);
      assert.equal((later.json() as Tree).stores[1]!.cashpoints.find((c) => c.posId === '1')!.offline, true);
    });

    it('keeps the ETag when a heartbeat changes nothing the tree shows', async () => {
      const store = ((await getTree()).json() as Tree).stores[2]!;
      await heartbeat(store.id, '1');
      const before = await getTree();
      server.clock.now += 1000;
      await heartbeat(store.id, '1');
      const again = await getTree({ 'if-none-match': before.headers.etag as string });
      assert.equal(again.statusCode, 304);
    });

    it('gives the register report the changed values of a register after its heartbeat', async () => {
      const app = server.app;
      const context = await app.db.kysely
        .selectFrom('contexts')
        .select('id')
        .where('key', '=', 'NORDMARKT')
        .executeTakeFirstOrThrow();
      const rows = async () =>
        (await cachedCashpointReport(app.db, context.id, server.clock.now, app.config.offlineAfterSeconds)).rows();
      const row = (await rows())[0]!;
      server.clock.now += 1000;
      await heartbeat(row.storeId!, row.posId!);
      const after = (await rows()).find((r) => r.uid === row.uid)!;
      assert.equal(after.lastHeartbeat, new Date(server.clock.now).toISOString());
      assert.equal(after.offline, false);
    });
  });
