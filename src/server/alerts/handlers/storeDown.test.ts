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

for (const kind of databaseKinds)
  describe(`store down alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    let down: StoreRows;
    let alive: StoreRows;
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'ALARM');
      down = await addStore(server.db, contextId, '101', { heartbeat: t0 }, [{ heartbeat: t0 }, { heartbeat: t0 }]);
      alive = await addStore(server.db, contextId, '102', { heartbeat: t0 }, [{ heartbeat: t0 }]);
      // Set up ahead of time: neither its store server nor its register ever reported.
      await addStore(server.db, contextId, '103', { heartbeat: null }, [{ heartbeat: null }]);
    });
    after(() => server.close());

    it('opens nothing while a store is online', async () => {
      await check(server.db, t0);
      assert.deepEqual(await alertsOf(server.db, 'storeDown'), []);
    });

    it('opens one store alert, not one per register, when a whole store goes offline', async () => {
      // Two hours without a heartbeat: far past the registers' own 30 minutes.
      const gone = t0 - 120 * minute;
      await setHeartbeat(server.db, 'cashpoints', down.registerIds, gone);
      await setHeartbeat(server.db, 'storeAgents', [down.agentId!], gone);
      await check(server.db, t0);
      const [alert, ...more] = await alertsOf(server.db, 'storeDown');
      assert.deepEqual(more, []);
      assert.equal(alert!.state, 'open');
      assert.equal(alert!.storeUid, down.storeUid);
      assert.equal(alert!.detail, '2');
      assert.equal(Number(alert!.openedAt), t0);
      assert.deepEqual(await alertsOf(server.db, 'cashpointOffline'), []);
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
    });

    it('keeps the one alert while the store stays down, updated at each run', async () => {
      await check(server.db, t0 + minute);
      const [alert, ...more] = await alertsOf(server.db, 'storeDown');
      assert.deepEqual(more, []);
      assert.equal(Number(alert!.updatedAt), t0 + minute);
      assert.equal(Number(alert!.openedAt), t0);
      const queued = await server.db.kysely.selectFrom('alertNotifications').select('id').execute();
      assert.equal(queued.length, 2);
    });

    it('closes when the store server is back; its registers still offline alert only after their minutes', async () => {
      await setHeartbeat(server.db, 'storeAgents', [down.agentId!], t0 + 2 * minute);
      await check(server.db, t0 + 2 * minute);
      const [alert] = await alertsOf(server.db, 'storeDown');
      assert.equal(alert!.state, 'closed');
      assert.equal(Number(alert!.closedAt), t0 + 2 * minute);
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), ['mail', 'webhook']);
      // Not one alert per register the moment the store is back: their time counts from then on.
      assert.deepEqual(await alertsOf(server.db, 'cashpointOffline'), []);
      await setHeartbeat(server.db, 'storeAgents', [down.agentId!, alive.agentId!], t0 + 36 * minute);
      await setHeartbeat(server.db, 'cashpoints', alive.registerIds, t0 + 36 * minute);
      await check(server.db, t0 + 36 * minute);
      assert.deepEqual(await alertsOf(server.db, 'cashpointOffline'), []);
      // Past the offline limit and the rule's 30 minutes after the store came back.
      await check(server.db, t0 + 38 * minute);
      const registers = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(
        registers.map((r) => [r.state, Number(r.openedAt)]),
        [
          ['open', t0 + 38 * minute],
          ['open', t0 + 38 * minute],
        ],
      );
    });

    it('opens one alert when two runs race', async () => {
      await setHeartbeat(server.db, 'storeAgents', [down.agentId!], t0 - 120 * minute);
      await setHeartbeat(server.db, 'storeAgents', [alive.agentId!], t0 + 40 * minute);
      await setHeartbeat(server.db, 'cashpoints', alive.registerIds, t0 + 40 * minute);
      await Promise.all([check(server.db, t0 + 40 * minute), check(server.db, t0 + 40 * minute)]);
      const open = (await alertsOf(server.db, 'storeDown')).filter((a) => a.state === 'open');
      assert.equal(open.length, 1);
      assert.deepEqual(await pendingOf(server.db, open[0]!.id, 'opened'), ['mail', 'webhook']);
    });

    it('keeps the register alerts open, without a closing notice, while their store is down', async () => {
      const registers = await alertsOf(server.db, 'cashpointOffline');
      assert.deepEqual(
        registers.map((r) => r.state),
        ['open', 'open'],
      );
      for (const register of registers) assert.deepEqual(await pendingOf(server.db, register.id, 'closed'), []);
    });

    it('closes the open alert unannounced and opens none once the kind is switched off', async () => {
      await saveRules(server.db, contextId, { storeDown: { enabled: false } });
      await check(server.db, t0 + 41 * minute);
      const alerts = await alertsOf(server.db, 'storeDown');
      assert.deepEqual(
        alerts.map((a) => a.state),
        ['closed', 'closed'],
      );
      // Switched off is not over: no "Alarm beendet".
      assert.deepEqual(await pendingOf(server.db, alerts[1]!.id, 'closed'), []);
      await check(server.db, t0 + 42 * minute);
      assert.equal((await alertsOf(server.db, 'storeDown')).length, 2);
    });

    it("waits for the rule's minutes after the offline limit before a store counts as down", async () => {
      await saveRules(server.db, contextId, { storeDown: { enabled: true, minutes: 10 } });
      const silent = t0 + 50 * minute - offlineAfterSeconds * 1000 - 9 * minute;
      await setHeartbeat(server.db, 'storeAgents', [alive.agentId!], silent);
      await setHeartbeat(server.db, 'cashpoints', alive.registerIds, silent);
      const aliveAlerts = async () =>
        (await alertsOf(server.db, 'storeDown')).filter((a) => a.storeUid === alive.storeUid);
      await check(server.db, t0 + 50 * minute);
      assert.deepEqual(await aliveAlerts(), []);
      await check(server.db, t0 + 52 * minute);
      const [alert, ...more] = await aliveAlerts();
      assert.deepEqual(more, []);
      assert.equal(alert!.state, 'open');
    });
  });
