import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAlertChecks } from '../alerts/runChecks';
import { agentHeaders } from '../agent/signature';
import { demoHashSecret, seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { demo } from '../test/demoAccounts';
import { berlinHourAfter } from '../test/updateWindowKit';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { fleetFromDatabase } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport } from './transport';

interface Store {
  id: string;
  name: string | null;
  cashpoints: { posId: string; offline: boolean; updated: boolean; currentVersionTag: string | null }[];
}

// The demo's internal context, the first one, has a small lab fleet, so no page opens on an empty
// tree; the simulator keeps it alive without outages, failures or stopped services.
for (const kind of databaseKinds)
  describe(`the internal context's lab fleet on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: (db, dir, now) => seedDemo(db, dir, now),
        // 23:30 in Berlin: the hour and a half below runs into the next day, past its price file's
        // delivery, which the lab's store servers must have then as on any other day.
        startAt: berlinHourAfter(Date.now(), 23) + 30 * 60_000,
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const get = async (url: string) =>
      (await server.app.inject(withCookie(admin, { method: 'GET', url: `/api/frontend/${url}` }))).json();
    const tree = async (context: string): Promise<Store[]> => (await get(`cashpoints?contextId=${context}`)).stores;
    const dueFor = async (storeId: string, posId: string) => {
      const url = `/api/agent/updates?target=cashpoint&storeId=${storeId}&posId=${posId}`;
      const headers = agentHeaders(
        'INTERN',
        demoHashSecret('INTERN'),
        'GET',
        url,
        '',
        Math.floor(server.clock.now / 1000),
      );
      const reply = await server.app.inject({ method: 'GET', url, headers });
      assert.equal(reply.statusCode, 200);
      return (reply.json().install as { filename: string }[]).map((u) => u.filename);
    };

    it('gives INTERN, the first context, lab stores with registers and store servers, all up to date', async () => {
      const { contexts } = await get('home');
      assert.equal(contexts[0].key, 'INTERN');
      assert.deepEqual([contexts[0].storeCount, contexts[0].cashpointCount, contexts[0].storeAgentCount], [3, 6, 2]);
      assert.equal(contexts[0].notUpdatedCashpointCount, 0);
      assert.equal(contexts[0].notUpdatedStoreAgentCount, 0);
      const stores = await tree('INTERN');
      assert.deepEqual(
        stores.map((s) => [s.id, s.name]),
        [
          ['9001', 'Labor Hamburg, Entwicklung'],
          ['9002', 'Labor Hamburg, Abnahme'],
          ['9003', 'Labor Kiel, Pilotkasse'],
        ],
      );
      // The pilot stores run the Test/Labor version, the acceptance lab the released one.
      assert.deepEqual(
        stores.map((s) => s.cashpoints.map((c) => `${c.currentVersionTag}${c.offline ? ' offline' : ''}`)),
        [['5.14.0', '5.14.0', '5.14.0'], ['5.13.1', '5.13.1'], ['5.14.0']],
      );
    });

    it('targets the Test/Labor update at the pilot registers only, signed with the lab secret', async () => {
      assert.ok((await dueFor('9001', '2')).includes('kasse-5.14.0.zip'));
      assert.ok((await dueFor('9003', '1')).includes('kasse-5.14.0.zip'));
      const acceptance = await dueFor('9002', '1');
      assert.ok(acceptance.includes('kasse-5.13.1.zip'));
      assert.ok(!acceptance.includes('kasse-5.14.0.zip'));
    });

    it('keeps the lab steady under the simulator while a customer fleet drops out and opens alerts', async () => {
      const fleet = await fleetFromDatabase(
        server.db,
        server.clock.now,
        server.config.offlineAfterSeconds,
        new Prng(5),
      );
      const lab = fleet.find((c) => c.key === 'INTERN')!;
      const westfrisch = fleet.find((c) => c.key === 'WESTFRISCH')!;
      assert.equal(lab.steady, true);
      // Every target would drop out every tick and every installation fail, unless it is the lab's.
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet: [lab, westfrisch],
        prng: new Prng(6),
        now: () => server.clock.now,
        outageChance: 1,
        failureChance: 1,
        fullInfoEvery: 1,
        updatesEvery: 1,
      });
      for (let i = 0; i < 3; i++) {
        assert.equal((await simulator.tick()).errors, 0);
        server.clock.now += 31 * 60 * 1000;
      }
      assert.equal((await simulator.tick()).errors, 0);
      await runAlertChecks(server.db, server.clock.now, server.config.offlineAfterSeconds);

      const labStores = await tree('INTERN');
      assert.ok(labStores.every((s) => s.cashpoints.every((c) => !c.offline && c.updated)));
      assert.equal((await get('alerts?contextId=INTERN&state=open')).total, 0);
      const customer = await tree('WESTFRISCH');
      assert.ok(customer.every((s) => s.cashpoints.every((c) => c.offline)));
      assert.ok((await get('alerts?contextId=WESTFRISCH&state=open')).total > 0);
    });
  });
