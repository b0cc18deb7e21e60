import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { multipart } from '../test/multipart';
import { fleetFromDatabase, type SimContext } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport } from './transport';

// Issue 4's promise, end to end through the agent API: with the simulator running, a Test/Labor
// update reaches exactly its checked registers, and once it is Aktiv it reaches every register.

interface HistoryEntry {
  filename: string;
  installationStatus: number | null;
}

for (const kind of databaseKinds)
  describe(`rollout through the simulator on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let fleet: SimContext;
    let simulator: FleetSimulator;
    const filename = 'kasse-9.0.0.zip';

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      const all = await fleetFromDatabase(server.db, server.clock.now, server.config.offlineAfterSeconds, new Prng(5));
      fleet = all.find((c) => c.key === 'OSTBAU')!;
      // Every register takes part, including the ones the seed left offline or silent.
      for (const store of fleet.stores) for (const r of store.registers) r.silentFor = 0;
      simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet: [fleet],
        prng: new Prng(6),
        now: () => server.clock.now,
        updatesEvery: 1,
        outageChance: 0,
        failureChance: 0,
      });
    });
    after(() => server.close());

    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject(withCookie(admin, { method, url: `/api/frontend/${url}`, payload }));
    const run = async (ticks: number) => {
      for (let i = 0; i < ticks; i++) {
        server.clock.now += 30_000;
        assert.equal((await simulator.tick()).errors, 0);
      }
    };
    const registers = async () => {
      const tree = (await api('GET', 'cashpoints?contextId=OSTBAU')).json() as {
        stores: { id: string; cashpoints: { uid: string; posId: string }[] }[];
      };
      return tree.stores.flatMap((s) => s.cashpoints);
    };
    const statusOn = async (uid: string) => {
      const history = (await api('GET', `cashpoints/detail/${uid}?contextId=OSTBAU`)).json()
        .syncfiles as HistoryEntry[];
      return history.find((s) => s.filename === filename)?.installationStatus ?? null;
    };

    it('delivers a Test/Labor update to exactly the two checked registers', async () => {
      const { payload, contentType } = multipart([
        { name: 'tag', value: '9.0.0' },
        { name: 'comment', value: 'Pilot' },
        { name: 'uploadfile', filename, content: Buffer.from('Kassen-Update 9.0.0\n'.repeat(100)) },
      ]);
      const upload = await server.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: '/api/frontend/cashpoint-updates/uploadfile?contextId=OSTBAU',
          payload,
          headers: { 'content-type': contentType },
        }),
      );
      assert.equal(upload.statusCode, 200, upload.body);

      const all = await registers();
      const pilots = [all[0]!, all[all.length - 1]!];
      const save = (status: number) =>
        api('POST', `cashpoint-updates/save?contextId=OSTBAU&filename=${filename}`, {
          status,
          releaseDate: new Date(server.clock.now - 60_000).toISOString(),
          tag: '9.0.0',
          comment: 'Pilot',
          checkedUids: pilots.map((p) => p.uid),
        });
      assert.equal((await save(4)).statusCode, 200);
      await run(6);

      for (const register of all) {
        const status = await statusOn(register.uid);
        if (pilots.some((p) => p.uid === register.uid)) assert.equal(status, 2, `pilot ${register.posId}`);
        else assert.ok(status === null || status === 0, `register ${register.uid} must not get the pilot (${status})`);
      }

      assert.equal((await save(2)).statusCode, 200);
      await run(6);
      const statuses = await Promise.all(all.map((r) => statusOn(r.uid)));
      assert.deepEqual(
        statuses.filter((s) => s !== 2),
        [],
        'every register installed the Aktiv update',
      );
      const home = (await api('GET', 'home')).json().contexts.find((c: { key: string }) => c.key === 'OSTBAU');
      assert.equal(home.notUpdatedCashpointCount, 0);
    });
  });
