import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import {
  addContext,
  addStore,
  alertsOf,
  check,
  minute,
  pendingOf,
  saveRules,
  setAgentInfo,
  type StoreRows,
} from '../../test/alertsKit';

const t0 = Date.UTC(2026, 2, 10, 9, 0);

/** What a store server reports about its TSE server and services (all others unreported). */
const info = (tseRunning: boolean, states: Record<string, string>) => ({
  appValues: { tseserverversion: '2.4.2', tseserverrunning: tseRunning },
  serviceInfo: Object.fromEntries(
    Object.entries(states).map(([name, state]) => [name, { state, startType: 'AUTOMATIC' }]),
  ),
});

for (const kind of databaseKinds)
  describe(`stopped service alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    let store: StoreRows;
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'DIENSTE');
      const running = info(true, { dutiserv: 'RUNNING', dzuska28: 'RUNNING', tseServer: 'RUNNING' });
      store = await addStore(server.db, contextId, '3', { heartbeat: t0, info: running }, [{ heartbeat: t0 }]);
      await addStore(server.db, contextId, '4', { heartbeat: t0, info: running }, [{ heartbeat: t0 }]);
    });
    after(() => server.close());

    it('opens nothing while every service runs', async () => {
      await check(server.db, t0);
      assert.deepEqual(await alertsOf(server.db, 'serviceStopped'), []);
    });

    it('counts neither a starting service nor one not started automatically', async () => {
      const services = {
        dzuska28: { state: 'STARTING', startType: 'AUTOMATIC' },
        dutiserv: { state: 'STOPPED', startType: 'MANUAL' },
        postgresql: { state: 'STOPPED', startType: 'DISABLED' },
      };
      await setAgentInfo(server.db, store.agentId!, { ...info(true, {}), serviceInfo: services });
      await check(server.db, t0 + minute / 2);
      assert.deepEqual(await alertsOf(server.db, 'serviceStopped'), []);
    });

    it('opens one alert per store naming the stopped service', async () => {
      await setAgentInfo(server.db, store.agentId!, info(true, { dutiserv: 'RUNNING', dzuska28: 'STOPPED' }));
      await check(server.db, t0 + minute);
      const [alert, ...more] = await alertsOf(server.db, 'serviceStopped');
      assert.deepEqual(more, []);
      assert.equal(alert!.storeUid, store.storeUid);
      assert.equal(alert!.detail, 'dzuska28');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
    });

    it('stays one alert when the TSE server stops too, its detail naming both', async () => {
      await setAgentInfo(server.db, store.agentId!, info(false, { dutiserv: 'RUNNING', dzuska28: 'STOPPED' }));
      await check(server.db, t0 + 2 * minute);
      const [alert, ...more] = await alertsOf(server.db, 'serviceStopped');
      assert.deepEqual(more, []);
      assert.equal(alert!.detail, 'dzuska28, tseServer');
      assert.equal(Number(alert!.updatedAt), t0 + 2 * minute);
    });

    it('closes when all run again', async () => {
      await setAgentInfo(server.db, store.agentId!, info(true, { dutiserv: 'RUNNING', dzuska28: 'RUNNING' }));
      await check(server.db, t0 + 3 * minute);
      const [alert] = await alertsOf(server.db, 'serviceStopped');
      assert.equal(alert!.state, 'closed');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), ['mail', 'webhook']);
    });

    it('counts the TSE server not running on its own', async () => {
      await setAgentInfo(server.db, store.agentId!, info(false, { dutiserv: 'RUNNING' }));
      await check(server.db, t0 + 4 * minute);
      const alerts = await alertsOf(server.db, 'serviceStopped');
      assert.deepEqual(
        alerts.map((a) => [a.state, a.detail]),
        [
          ['closed', 'dzuska28, tseServer'],
          ['open', 'tseServer'],
        ],
      );
    });

    it('closes the open alert unannounced and opens none once the kind is switched off', async () => {
      await saveRules(server.db, contextId, { serviceStopped: { enabled: false } });
      await check(server.db, t0 + 5 * minute);
      const alerts = await alertsOf(server.db, 'serviceStopped');
      assert.deepEqual(
        alerts.map((a) => a.state),
        ['closed', 'closed'],
      );
      // Switched off is not over: no "Alarm beendet".
      assert.deepEqual(await pendingOf(server.db, alerts[1]!.id, 'closed'), []);
    });
  });
