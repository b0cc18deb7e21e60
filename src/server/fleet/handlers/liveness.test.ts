import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { postAsAgent } from '../../test/agentRequests';
import { heartbeatLiveness } from '../liveness';

const context = 'NORDMARKT';
const secret = demoHashSecret(context);
const path = '/api/agent/cashpoints/heartbeat';
const offlineAfterSeconds = 120;

/** A light heartbeat, as agents send between full ones: the version it runs and nothing else. */
const light = (storeId: string, posId: string, extra: object = {}) => ({
  storeId,
  posId,
  posType: 'KASSE',
  agentVersion: '3.4.0',
  ...extra,
});
const full = (storeId: string, posId: string) =>
  light(storeId, posId, {
    agentInfo: { osInfo: { hostname: `kasse-${storeId}-${posId}` }, cashpointVersion: '5.13.1' },
  });

for (const kind of databaseKinds)
  describe(`liveness-only heartbeats on ${kind}`, () => {
    let server: TestServer;
    let operator: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: (db, dir, now) => seedDemo(db, dir, now),
        env: { OFFLINE_AFTER_SECONDS: String(offlineAfterSeconds) },
      });
      operator = await loginCookie(server.app, ...demo.operator);
    });
    after(() => server.close());

    const send = (body: object) => postAsAgent(server, context, secret, path, body);
    const get = async (url: string) => {
      const reply = await server.app.inject(withCookie(operator, { method: 'GET', url }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };
    const inTree = async (storeId: string, posId: string) => {
      const tree = (await get(`/api/frontend/cashpoints?contextId=${context}`)) as {
        stores: { id: string; cashpoints: { posId: string; uid: string; offline: boolean }[] }[];
      };
      return tree.stores.find((s) => s.id === storeId)?.cashpoints.find((c) => c.posId === posId);
    };
    const detail = async (uid: string) =>
      (await get(`/api/frontend/cashpoints/detail/${uid}?contextId=${context}`)).cashpoint as {
        agentVersion: string;
        lastHeartbeat: string;
      };
    /** Polls the tree until the register shows as wanted; the time it took, or fails after `limitMs`. */
    const until = async (storeId: string, posId: string, offline: boolean, limitMs: number) => {
      const started = Date.now();
      while ((await inTree(storeId, posId))?.offline !== offline) {
        if (Date.now() - started > limitMs)
          assert.fail(`${storeId}/${posId} not offline=${offline} after ${limitMs} ms`);
        await sleep(100);
      }
      return Date.now() - started;
    };

    it('shows a batched liveness heartbeat in the tree within 5 s', async () => {
      assert.equal((await send(full('8900', '1'))).statusCode, 200);
      const register = await inTree('8900', '1');
      assert.equal(register?.offline, false);
      // Silent for longer than the offline limit: the tree shows it offline.
      server.clock.now += (offlineAfterSeconds + 60) * 1000;
      assert.equal((await inTree('8900', '1'))?.offline, true);
      const taken = heartbeatLiveness(server.db).livenessHeartbeats;
      assert.equal((await send(light('8900', '1'))).statusCode, 200);
      assert.equal(heartbeatLiveness(server.db).livenessHeartbeats, taken + 1, 'not taken as liveness only');
      await until('8900', '1', false, 5000);
      assert.equal((await detail(register!.uid)).lastHeartbeat, new Date(server.clock.now).toISOString());
    });

    it('stores a heartbeat that changes the version before it answers', async () => {
      assert.equal((await send(full('8900', '2'))).statusCode, 200);
      const register = await inTree('8900', '2');
      server.clock.now += 1000;
      const taken = heartbeatLiveness(server.db).livenessHeartbeats;
      assert.equal((await send(light('8900', '2', { agentVersion: '3.5.0' }))).statusCode, 200);
      assert.equal(heartbeatLiveness(server.db).livenessHeartbeats, taken);
      const stored = await detail(register!.uid);
      assert.equal(stored.agentVersion, '3.5.0');
      assert.equal(stored.lastHeartbeat, new Date(server.clock.now).toISOString());
    });

    it('never lowers a later last heartbeat stored meanwhile', async () => {
      assert.equal((await send(full('8900', '3'))).statusCode, 200);
      const register = await inTree('8900', '3');
      const earlier = (server.clock.now += 1000);
      assert.equal((await send(light('8900', '3'))).statusCode, 200);
      // A full heartbeat later than the pending light one is stored at once; the batch comes after it.
      const later = (server.clock.now += 1000);
      assert.equal((await send(full('8900', '3'))).statusCode, 200);
      await heartbeatLiveness(server.db).flush();
      assert.ok(earlier < later);
      assert.equal((await detail(register!.uid)).lastHeartbeat, new Date(later).toISOString());
    });

    it('registers a register deleted since again with its next heartbeat', async () => {
      assert.equal((await send(full('8900', '4'))).statusCode, 200);
      const register = await inTree('8900', '4');
      const deleted = await server.app.inject(
        withCookie(operator, {
          method: 'DELETE',
          url: `/api/frontend/cashpoints/delete/${register!.uid}?contextId=${context}`,
        }),
      );
      assert.ok(deleted.statusCode < 300, deleted.body);
      assert.equal(await inTree('8900', '4'), undefined);
      server.clock.now += 1000;
      // The first light one finds no row when its batch is written; the next one registers it again.
      assert.equal((await send(light('8900', '4'))).statusCode, 200);
      await heartbeatLiveness(server.db).flush();
      assert.equal((await send(light('8900', '4'))).statusCode, 200);
      assert.equal((await inTree('8900', '4'))?.offline, false);
    });
  });
