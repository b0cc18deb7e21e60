import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertMaintenance } from '../../alerts/repository/maintenance';
import { seedDemo } from '../../demo/seed';
import { newUid } from '../../platform/ids';
import type { RolloutStateValue } from '../../platform/db/schema';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { addContext, addStore, insertAlertRow } from '../../test/repository/alertRows';
import { insertRolloutRow } from '../../test/repository/rolloutPlantRows';
import { insertSyncfileRow } from '../../test/repository/updateRows';

// The start page's situation (getHomeSituation): a context of its own where each situation is
// created by hand, so every count is known; the demo's contexts only add to the total.

const minute = 60_000;
const situationKeys = [
  'criticalAlertCount',
  'unownedAlertCount',
  'pausedRolloutCount',
  'waitingForApprovalRolloutCount',
  'runningRolloutCount',
  'offlineCashpointCount',
  'offlineStoreAgentCount',
  'maintenanceStoreCount',
  'waitingForWindowStoreCount',
] as const;
type Counts = Record<(typeof situationKeys)[number], number>;
const zero = Object.fromEntries(situationKeys.map((k) => [k, 0])) as Counts;

for (const kind of databaseKinds)
  describe(`home situation on ${kind}`, () => {
    let server: TestServer;
    let contextId: number;
    let admin: string;
    const situation = async () => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url: '/api/frontend/home/situation' }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json() as { contexts: (Counts & { key: string; name: string })[]; total: Counts };
    };
    const ofLage = async () => {
      const { contexts } = await situation();
      const { key, name, ...counts } = contexts.find((c) => c.key === 'LAGE')!;
      assert.equal(name, 'LAGE');
      return { key, counts };
    };

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      contextId = await addContext(server.db, 'LAGE');
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    it('counts nothing in a context without stores, alerts or rollouts', async () => {
      assert.deepEqual((await ofLage()).counts, zero);
    });

    it('counts each situation created in the context, and adds every context up in the total', async () => {
      const db = server.db;
      const now = server.clock.now;
      // Store 1: its server and one register heard now, one register never (offline).
      const one = await addStore(db, contextId, '1', { heartbeat: now }, [{ heartbeat: now }, { heartbeat: null }]);
      // Store 2: its server silent for ten minutes (offline after 300 s), its register heard now.
      await addStore(db, contextId, '2', { heartbeat: now - 10 * minute }, [{ heartbeat: now - minute }]);
      // Store 3: a maintenance of the store and one of a register of store 1: two stores in maintenance;
      // an ended one and one still to come count for none.
      const three = await addStore(db, contextId, '3', null, [{ heartbeat: now }]);
      const maintenance = (storeUid: string, storeId: string, values: { startsAt: number; endsAt: number }) =>
        insertMaintenance(db, {
          uid: newUid(),
          contextId,
          storeUid,
          storeId,
          cashpointUid: null,
          posId: null,
          reason: 'Umbau',
          createdBy: 'admin',
          ...values,
        });
      await maintenance(three.storeUid, '3', { startsAt: now - minute, endsAt: now + 60 * minute });
      await maintenance(three.storeUid, '3', { startsAt: now - 5 * minute, endsAt: now + 5 * minute });
      await maintenance(one.storeUid, '1', { startsAt: now + 10 * minute, endsAt: now + 60 * minute });
      await maintenance(one.storeUid, '1', { startsAt: now - 60 * minute, endsAt: now - minute });
      // Rollouts: one paused by a gate, one waiting, two running, one finished.
      const states: RolloutStateValue[] = ['paused', 'waitingForApproval', 'running', 'running', 'finished'];
      for (const [i, state] of states.entries()) {
        const syncfileId = await insertSyncfileRow(db, {
          uid: newUid(),
          contextId,
          kind: 'cashpoint',
          filename: `lage-${i}.zip`,
          tag: `v${i}`,
          comment: '',
          status: 2,
          releaseDate: null,
          orderKey: i + 1,
          archived: 0,
          uploadFilepath: `updates/${contextId}/cashpoint/lage-${i}.zip`,
          size: 1,
          sha256: null,
          createdAt: now,
        });
        await insertRolloutRow(db, {
          uid: newUid(),
          contextId,
          syncfileId,
          state,
          pauseReason: state === 'paused' ? 'Neue Alarme' : null,
          pauseCause: state === 'paused' ? 'newAlerts' : null,
          authorId: null,
          author: 'admin',
          createdAt: now,
          updatedAt: now,
          startedAt: now,
          finishedAt: state === 'finished' ? now : null,
        });
      }
      // Alerts: a store down (critical by default) nobody owns, a store down taken over, a register
      // offline (a warning) acknowledged and unowned, and a critical one closed.
      const alert = (kind: string, values: { state: 'open' | 'acknowledged' | 'closed'; assigneeName?: string }) =>
        insertAlertRow(db, {
          uid: newUid(),
          contextId,
          kind,
          subject: newUid(),
          storeId: '1',
          openedAt: now,
          updatedAt: now,
          closedAt: values.state === 'closed' ? now : null,
          ...values,
        });
      await alert('storeDown', { state: 'open' });
      await alert('storeDown', { state: 'open', assigneeName: 'Anna Admin' });
      await alert('cashpointOffline', { state: 'acknowledged' });
      await alert('storeDown', { state: 'closed' });

      const lage = (await ofLage()).counts;
      assert.deepEqual(lage, {
        criticalAlertCount: 2,
        unownedAlertCount: 2,
        pausedRolloutCount: 1,
        waitingForApprovalRolloutCount: 1,
        runningRolloutCount: 2,
        offlineCashpointCount: 1,
        offlineStoreAgentCount: 1,
        maintenanceStoreCount: 1,
        waitingForWindowStoreCount: 0,
      });
      const { contexts, total } = await situation();
      for (const key of situationKeys)
        assert.equal(
          total[key],
          contexts.reduce((n, c) => n + c[key], 0),
          key,
        );
    });

    it('asks for a login', async () => {
      const reply = await server.app.inject({ method: 'GET', url: '/api/frontend/home/situation' });
      assert.equal(reply.statusCode, 401);
    });
  });
