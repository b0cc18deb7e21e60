import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAlertChecks } from '../alerts';
import { databaseKinds } from '../test/harness';
import {
  runTicks,
  saveRegisterUpdate,
  simulatedContext,
  uploadRegisterUpdate,
  type SimulatedContext,
} from '../test/simulatorKit';
import { withCookie } from '../test/harness';
import { badVersionsOf } from './badVersions';

// The simulator can play a version as bad, so a rollout's gates have something to catch: its
// installs fail with a given share, or the store's TSE server stops once a target runs it.

describe('bad versions on the command line', () => {
  it('reads FILE:PERCENT and TSE-stopping files, one entry per file', () => {
    assert.deepEqual(badVersionsOf(['kasse-9.zip:40', 'a:b.zip:100'], ['kasse-9.zip', 'store-1.zip']), {
      versions: [
        { filename: 'kasse-9.zip', failureShare: 0.4, tseStops: true },
        { filename: 'a:b.zip', failureShare: 1 },
        { filename: 'store-1.zip', tseStops: true },
      ],
    });
  });

  for (const given of ['kasse-9.zip', 'kasse-9.zip:', ':40', 'kasse-9.zip:101', 'kasse-9.zip:viel'])
    it(`refuses --bad-version ${given}`, () => {
      assert.deepEqual(badVersionsOf([given], []), { refused: given });
    });
});

for (const kind of databaseKinds)
  describe(`bad versions in the simulator on ${kind}`, () => {
    const failing = 'kasse-9.1.0.zip';
    const tseStopping = 'kasse-9.2.0.zip';
    let sim: SimulatedContext;
    const statuses = async (filename: string) =>
      (
        await sim.server.db.kysely
          .selectFrom('installations')
          .innerJoin('syncfiles', 'syncfiles.id', 'installations.syncfileId')
          .innerJoin('contexts', 'contexts.id', 'syncfiles.contextId')
          .select('installations.installationStatus')
          .where('contexts.key', '=', 'OSTBAU')
          .where('syncfiles.filename', '=', filename)
          .execute()
      ).map((row) => Number(row.installationStatus));
    /** The stores of OSTBAU with an open alert 'Dienst gestoppt' naming the TSE server, over the API. */
    const tseAlertStores = async () => {
      await runAlertChecks(sim.server.db, sim.server.clock.now, sim.server.config.offlineAfterSeconds);
      const reply = await sim.server.app.inject(
        withCookie(sim.admin, {
          method: 'GET',
          url: '/api/frontend/alerts?contextId=OSTBAU&state=open&kind=serviceStopped&size=100',
        }),
      );
      assert.equal(reply.statusCode, 200, reply.body);
      const alerts = reply.json().alerts as { storeId: string; detail: string | null }[];
      return alerts
        .filter((a) => a.detail?.includes('tseServer'))
        .map((a) => a.storeId)
        .sort();
    };

    before(async () => {
      sim = await simulatedContext(kind, 'OSTBAU', {
        badVersions: [
          { filename: failing, failureShare: 1 },
          { filename: tseStopping, tseStops: true },
        ],
      });
      // A healthy fleet (every service running, the TSE too), so only the bad version stops anything.
      sim.fleet.steady = true;
      await runTicks(sim, 2);
    });
    after(() => sim.server.close());

    it('fails every install of a version with a failure share of 100 %, also when tried again', async () => {
      await uploadRegisterUpdate(sim, failing, '9.1.0', 2);
      const stats = await runTicks(sim, 30);
      const registers = sim.fleet.stores.reduce((n, s) => n + s.registers.length, 0);
      assert.ok(stats.failed > registers, `${stats.failed} failures: every register, some twice`);
      assert.deepEqual([...new Set(await statuses(failing))], [3]);
      for (const store of sim.fleet.stores) for (const r of store.registers) assert.notEqual(r.current, failing);
      await saveRegisterUpdate(sim, failing, '9.1.0', 3);
    });

    it("stops the store's TSE after the install: 'Dienst gestoppt' opens, and closes once it is gone", async () => {
      assert.deepEqual(await tseAlertStores(), [], 'no TSE alert before');
      await uploadRegisterUpdate(sim, tseStopping, '9.2.0', 2);
      await runTicks(sim, 6);
      assert.deepEqual([...new Set(await statuses(tseStopping))], [2], 'installed without a failure');
      const withServer = sim.fleet.stores.filter((s) => s.server && s.registers.length > 0).map((s) => s.storeId);
      assert.ok(withServer.length > 0);
      assert.deepEqual(await tseAlertStores(), withServer.sort());

      // Withdrawn (Gelöscht): the registers remove it, install the version before, and the TSE runs again.
      await saveRegisterUpdate(sim, tseStopping, '9.2.0', 3);
      await runTicks(sim, 6);
      assert.deepEqual(await tseAlertStores(), []);
    });
  });
