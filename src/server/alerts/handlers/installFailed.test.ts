import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newUid } from '../../platform/ids';
import { recordInstallation } from '../../test/repository/installationRows';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import {
  addContext,
  addStore,
  alertsOf,
  check,
  minute,
  pendingOf,
  saveRules,
  type StoreRows,
} from '../../test/alertsKit';

const t0 = Date.UTC(2026, 2, 10, 9, 0);
const failed = 3;
const installed = 2;

for (const kind of databaseKinds)
  describe(`failed installation alerts on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    let store: StoreRows;
    let update: number;
    const report = (target: 'cashpoint' | 'store', targetId: number, status: number, at: number) =>
      recordInstallation(server.db, targetId, update, { target, installationStatus: status }, at, at);
    before(async () => {
      server = await startTestServer(kind);
      contextId = await addContext(server.db, 'UPDATES');
      store = await addStore(server.db, contextId, '5', { heartbeat: t0 }, [{ heartbeat: t0 }, { heartbeat: t0 }]);
      const row = await server.db.kysely
        .insertInto('syncfiles')
        .values({
          uid: newUid(),
          contextId,
          kind: 'cashpoint',
          filename: 'kasse-5.14.0.zip',
          tag: '5.14.0',
          comment: '',
          status: 2,
          releaseDate: null,
          orderKey: 1,
          archived: 0,
          uploadFilepath: 'updates/x/kasse-5.14.0.zip',
          size: 1,
          createdAt: t0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      update = row.id;
    });
    after(() => server.close());

    it("opens one alert per failed installation, named by the update's file", async () => {
      await report('cashpoint', store.registerIds[0]!, failed, t0);
      await report('cashpoint', store.registerIds[1]!, installed, t0);
      await check(server.db, t0);
      const [alert, ...more] = await alertsOf(server.db, 'installFailed');
      assert.deepEqual(more, []);
      assert.equal(alert!.detail, 'kasse-5.14.0.zip');
      assert.equal(alert!.posId, '1');
      assert.equal(alert!.storeUid, store.storeUid);
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'opened'), ['mail', 'webhook']);
    });

    it('stays one alert while the failure stands', async () => {
      await report('cashpoint', store.registerIds[0]!, failed, t0 + minute);
      await check(server.db, t0 + minute);
      const [alert, ...more] = await alertsOf(server.db, 'installFailed');
      assert.deepEqual(more, []);
      assert.equal(Number(alert!.updatedAt), t0 + minute);
    });

    it('closes when a later report has it installed', async () => {
      await report('cashpoint', store.registerIds[0]!, installed, t0 + 2 * minute);
      await check(server.db, t0 + 2 * minute);
      const [alert] = await alertsOf(server.db, 'installFailed');
      assert.equal(alert!.state, 'closed');
      assert.deepEqual(await pendingOf(server.db, alert!.id, 'closed'), ['mail', 'webhook']);
    });

    it("counts a store server's failure too, and closes unannounced when the target is gone", async () => {
      await report('store', store.agentId!, failed, t0 + 3 * minute);
      await check(server.db, t0 + 3 * minute);
      const open = (await alertsOf(server.db, 'installFailed')).filter((a) => a.state === 'open');
      assert.equal(open.length, 1);
      assert.equal(open[0]!.posId, null);
      await server.db.kysely.deleteFrom('storeAgents').where('id', '=', store.agentId!).execute();
      await check(server.db, t0 + 4 * minute);
      const alerts = await alertsOf(server.db, 'installFailed');
      assert.deepEqual(
        alerts.map((a) => a.state),
        ['closed', 'closed'],
      );
      assert.deepEqual(await pendingOf(server.db, alerts[1]!.id, 'closed'), []);
    });

    it('closes the open alert unannounced and opens none once the kind is switched off', async () => {
      await report('cashpoint', store.registerIds[1]!, failed, t0 + 5 * minute);
      await check(server.db, t0 + 5 * minute);
      assert.equal((await alertsOf(server.db, 'installFailed')).filter((a) => a.state === 'open').length, 1);
      await saveRules(server.db, contextId, { installFailed: { enabled: false } });
      await check(server.db, t0 + 6 * minute);
      const alerts = await alertsOf(server.db, 'installFailed');
      assert.deepEqual(
        alerts.map((a) => a.state),
        ['closed', 'closed', 'closed'],
      );
      // Switched off is not over: no "Alarm beendet".
      assert.deepEqual(await pendingOf(server.db, alerts[2]!.id, 'closed'), []);
    });
  });
