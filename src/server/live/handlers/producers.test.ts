import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret } from '../../demo/demoFleet';
import { seedDemo } from '../../demo/seed';
import { postAsAgent } from '../../test/agentRequests';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, type TestServer } from '../../test/harness';
import { openStream, type SseEvent } from '../../test/liveStreamKit';
import type { LiveEvent } from '../events';

// What the agents do reaches the browsers' streams: a register heard again after a silence past
// the offline limit is told online, an installed update is its new version, and any installation
// report moves the context's rollouts.

const data = (event: SseEvent) => JSON.parse(event.data) as LiveEvent;
const context = 'NORDMARKT';

for (const kind of databaseKinds)
  describe(`the agents' changes on the live stream, on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let url: string;
    let register: { uid: string; storeUid: string; storeId: string; posId: string };

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      url = await server.app.listen({ port: 0, host: '127.0.0.1' });
      admin = await loginCookie(server.app, ...demo.admin);
      register = await server.db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['c.uid', 's.uid as storeUid', 's.storeId', 'c.posId'])
        .where('x.key', '=', context)
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
    });
    after(async () => {
      await server?.close();
    });

    const stream = () => openStream(`${url}/api/frontend/events?contextId=${context}`, { cookie: admin });
    const agent = (path: string, body: object) => postAsAgent(server, context, demoHashSecret(context), path, body);

    it('tells a register online again when it reports after a silence past the offline limit', async () => {
      const silentSince = server.clock.now - (server.config.offlineAfterSeconds + 60) * 1000;
      await server.db.kysely
        .updateTable('cashpoints')
        .set({ lastHeartbeat: silentSince })
        .where('uid', '=', register.uid)
        .execute();
      const live = await stream();
      const reply = await agent('/api/agent/cashpoints/heartbeat', {
        storeId: register.storeId,
        posId: register.posId,
        agentVersion: '3.4.0',
      });
      assert.equal(reply.statusCode, 200, reply.body);
      const back = await live.next((e) => e.event === 'cashpoint' && data(e).uid === register.uid, 3000);
      assert.deepEqual(data(back), {
        kind: 'cashpoint',
        contextId: context,
        uid: register.uid,
        storeUid: register.storeUid,
        changes: { offline: false },
      });
      live.close();
    });

    it("tells an installed update as the register's new version, and the rollouts that they moved", async () => {
      const update = await server.db.kysely
        .selectFrom('syncfiles as f')
        .innerJoin('contexts as x', 'x.id', 'f.contextId')
        .select(['f.filename', 'f.tag'])
        .where('x.key', '=', context)
        .where('f.kind', '=', 'cashpoint')
        .orderBy('f.id')
        .executeTakeFirstOrThrow();
      const live = await stream();
      const reply = await agent('/api/agent/updates/report', {
        target: 'cashpoint',
        storeId: register.storeId,
        posId: register.posId,
        filename: update.filename,
        installationStatus: 2,
        reportedAt: new Date(server.clock.now).toISOString(),
      });
      assert.equal(reply.statusCode, 200, reply.body);
      const version = await live.next((e) => e.event === 'cashpoint' && data(e).uid === register.uid, 3000);
      assert.deepEqual(data(version).changes, { currentVersionTag: update.tag });
      assert.deepEqual(data(await live.next((e) => e.event === 'rollout', 3000)), {
        kind: 'rollout',
        contextId: context,
      });
      live.close();
    });
  });
