import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret, seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { fleetFromDatabase, syntheticFleet } from './fleet';
import { FleetSimulator } from './simulator';
import { httpTransport, injectTransport } from './transport';

interface Store {
  id: string;
  name: string | null;
  cashpoints: { posId: string; offline: boolean }[];
}

for (const kind of databaseKinds)
  describe(`fleet simulator on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const tree = async (context: string): Promise<Store[]> =>
      (
        await server.app.inject(
          withCookie(admin, { method: 'GET', url: `/api/frontend/cashpoints?contextId=${context}` }),
        )
      ).json().stores;
    const now = () => server.clock.now;

    it('registers a synthetic fleet over real HTTP with signed requests', async () => {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const fleet = syntheticFleet([{ key: 'OSTBAU', secret: demoHashSecret('OSTBAU') }], 3, 4, new Prng(1), 20001);
      const simulator = new FleetSimulator({
        transport: httpTransport(address),
        fleet,
        prng: new Prng(2),
        now,
        outageChance: 0,
      });
      const stats = await simulator.tick();
      assert.equal(stats.errors, 0);
      assert.equal(stats.heartbeats, 3 * 4 + 3);
      const stores = (await tree('OSTBAU')).filter((s) => Number(s.id) >= 20001);
      assert.deepEqual(
        stores.map((s) => s.id),
        ['20001', '20002', '20003'],
      );
      for (const s of stores) {
        assert.deepEqual(
          s.cashpoints.map((c) => [c.posId, c.offline]),
          [
            ['1', false],
            ['2', false],
            ['3', false],
            ['4', false],
          ],
        );
        assert.ok(s.name, 'the store server reported the store name');
      }
      const port = (server.app.server.address() as AddressInfo).port;
      assert.ok(port > 0);
      // Its due-update checks send the last ETag: once nothing changes for a target, they get 304.
      let unchanged = 0;
      for (let round = 0; round < 6; round++) {
        const more = await simulator.tick();
        assert.equal(more.errors, 0);
        unchanged += more.dueUnchanged;
      }
      assert.ok(unchanged > 0, 'some due-update checks were answered 304');
    });

    it('keeps the seeded fleet alive, lets a register drop out and come back', async () => {
      const fleet = await fleetFromDatabase(
        server.db,
        server.clock.now,
        server.config.offlineAfterSeconds,
        new Prng(3),
      );
      const westfrisch = fleet.find((c) => c.key === 'WESTFRISCH')!;
      assert.equal(westfrisch.secret, demoHashSecret('WESTFRISCH'));
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet: [westfrisch],
        prng: new Prng(4),
        now,
        outageChance: 0,
      });
      const offlineBefore = (await tree('WESTFRISCH')).flatMap((s) =>
        s.cashpoints.filter((c) => c.offline).map(() => s.id),
      );
      await simulator.tick();
      // Registers that were offline stay in their outage for now; the others keep beating.
      const offlineAfter = (await tree('WESTFRISCH')).flatMap((s) =>
        s.cashpoints.filter((c) => c.offline).map(() => s.id),
      );
      assert.deepEqual(offlineAfter, offlineBefore);

      const victim = westfrisch.stores.flatMap((s) => s.registers).find((r) => r.silentFor === 0)!;
      victim.silentFor = 20;
      server.clock.now += (server.config.offlineAfterSeconds + 1) * 1000;
      await simulator.tick();
      const store = (await tree('WESTFRISCH')).find((s) => s.id === victim.storeId)!;
      assert.equal(store.cashpoints.find((c) => c.posId === victim.posId)!.offline, true);

      victim.silentFor = 0;
      await simulator.tick();
      const back = (await tree('WESTFRISCH')).find((s) => s.id === victim.storeId)!;
      assert.equal(back.cashpoints.find((c) => c.posId === victim.posId)!.offline, false);
    });

    it("keeps each register's machine: full heartbeats round after round report the same operating system", async () => {
      const fleet = syntheticFleet([{ key: 'OSTBAU', secret: demoHashSecret('OSTBAU') }], 4, 5, new Prng(3), 21001);
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet,
        prng: new Prng(4),
        now,
        outageChance: 0,
        fullInfoEvery: 1,
      });
      const systems = async () => {
        const reply = await server.app.inject(
          withCookie(admin, { method: 'GET', url: '/api/frontend/reports/cashpoint-report?contextId=OSTBAU' }),
        );
        const rows = reply.json().cashpoints as { storeId: string; posId: string; osName: string | null }[];
        return rows.filter((r) => Number(r.storeId) >= 21001).map((r) => `${r.storeId}/${r.posId}:${r.osName}`);
      };
      await simulator.tick();
      const first = await systems();
      assert.equal(first.length, 20);
      assert.ok(new Set(first.map((s) => s.split(':')[1])).size > 1, 'both systems in the fleet');
      for (let round = 0; round < 3; round++) await simulator.tick();
      assert.deepEqual(await systems(), first);
    });
  });
