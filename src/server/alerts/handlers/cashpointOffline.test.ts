import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import {
  addContext,
  addStore,
  alertsOf,
  check,
  minute,
  offlineAfterSeconds,
  pendingOf,
  saveRules,
  setHeartbeat,
  type StoreRows,
} from '../../test/alertsKit';

const t0 = Date.UTC(2026, 2, 10, 9, 0);
/** The last heartbeat of a register that has been offline for `minutes` at `now`. */
const offlineFor = (now: number, minutes: number) => now - offlineAfterSeconds * 1000 - minutes * minute;

for (const kind of databaseKinds)
  describe(`register offline alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    let store: StoreRows;
    const online = (now: number) => setHeartbeat(server.db, 'storeAgents', [store.agentId!], now);
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'KASSEN');
      store = await addStore(server.db, contextId, '7', { heartbeat: t0 }, [
        { heartbeat: offlineFor(t0, 20) },
        { heartbeat: t0 },
      ]);
    });
    after(() => server.close());

    it("waits for the rule's minutes (30 by default) before a register counts", async () => {
      await check(server.db, t0);
      assert.deepEqual(await alertsOf(server.db, 'cashpointOffline'), []);
    });

    it('opens one alert for the register once it is offline longer', async () => {
      const now = t0 + 11 * minute;
      await online(now);
      await setHeartbeat(server.db, 'cashpoints', [store.registerIds[1]!], now);
      await check(server.db, now);
      const [alert, ...more] = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(more, []);
      assert.equal(alert!.posId, '1');
      assert.equal(alert!.storeUid, store.storeUid);
      assert.equal(alert!.state, 'open');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
      assert.deepEqual(await alertsOf(server.db, 'storeDown'), []);
    });

    it('stays one alert while the register stays offline', async () => {
      await check(server.db, t0 + 12 * minute);
      const [alert, ...more] = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(more, []);
      assert.equal(Number(alert!.updatedAt), t0 + 12 * minute);
    });

    it('closes when the register sends a heartbeat again', async () => {
      const now = t0 + 13 * minute;
      await setHeartbeat(server.db, 'cashpoints', [store.registerIds[0]!], now);
      await check(server.db, now);
      const [alert] = await alertsOf(server.db, 'cashpointOffline');
      assert.equal(alert!.state, 'closed');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), ['mail', 'webhook']);
    });

    it("follows the minutes of the context's rule", async () => {
      await saveRules(server.db, contextId, { cashpointOffline: { enabled: true, minutes: 5 } });
      const now = t0 + 14 * minute;
      await online(now);
      await setHeartbeat(server.db, 'cashpoints', [store.registerIds[0]!], offlineFor(now, 6));
      await check(server.db, now);
      const alerts = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(
        alerts.map((a) => a.state),
        ['closed', 'open'],
      );
    });

    it('closes the open alert unannounced and opens none once the kind is switched off', async () => {
      await saveRules(server.db, contextId, { cashpointOffline: { enabled: false, minutes: 5 } });
      await check(server.db, t0 + 15 * minute);
      const alerts = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(
        alerts.map((a) => a.state),
        ['closed', 'closed'],
      );
      // Switched off is not over: no "Alarm beendet".
      assert.deepEqual(await pendingOf(server.db, alerts[1]!.id, 'closed'), []);
    });

    it("closes a register's alert unannounced when the register is deleted", async () => {
      await saveRules(server.db, contextId, { cashpointOffline: { enabled: true, minutes: 5 } });
      const now = t0 + 16 * minute;
      await online(now);
      await setHeartbeat(server.db, 'cashpoints', [store.registerIds[0]!], now);
      await setHeartbeat(server.db, 'cashpoints', [store.registerIds[1]!], offlineFor(now, 6));
      await check(server.db, now);
      assert.equal((await alertsOf(server.db, 'cashpointOffline'))[2]!.state, 'open');
      await server.db.kysely.deleteFrom('cashpoints').where('id', '=', store.registerIds[1]!).execute();
      await check(server.db, now + minute);
      const [, , alert, ...more] = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(more, []);
      assert.equal(alert!.state, 'closed');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), []);
    });
  });
