import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { demoTsePlan } from '../demo/tseData';
import { seedDemoTses } from '../demo/tseSeed';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { fleetFromDatabase, syntheticFleet, withDemoTses } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport, type Transport } from './transport';

// The simulated TSEs (issue 50): the registers and the LAN context's store servers report the demo's
// TSEs with their full heartbeats, every one accepted; counters grow, a silent export failure stays
// silent, and the swap planned for today is carried out after a while, in the TSE's history.

interface Tse {
  type: string;
  serial: string;
  certificateValidUntil: string;
  signatureCounter: number | null;
  signatureCapacity: number | null;
  state: string;
  lastExportAt: string | null;
  lastExportOk: boolean | null;
}
interface Sent {
  context: string;
  storeId: string;
  posId: string | null;
  tse: Tse | undefined;
}

const hour = 3_600_000;

for (const kind of databaseKinds)
  describe(`the simulated TSEs on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    const sent: Sent[] = [];
    let simulator: FleetSimulator;
    /** The day the demo was seeded: its swap planned for 'today' is planned for it. */
    let seedDay: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: async (db, dir, now) => (await seedDemo(db, dir, now)) && (await seedDemoTses(db, now)),
      });
      admin = await loginCookie(server.app, ...demo.admin);
      seedDay = new Date(server.clock.now).toISOString().slice(0, 10);
      const all = await fleetFromDatabase(server.db, server.clock.now, server.config.offlineAfterSeconds, new Prng(7));
      const fleet = all.filter((c) => c.key === 'NORDMARKT' || c.key === 'SUEDKAUF');
      for (const c of fleet)
        for (const s of c.stores)
          for (const t of [...s.registers, ...(s.server ? [s.server] : [])])
            if (t.silentFor !== Infinity) t.silentFor = 0;
      // Every heartbeat the simulator sends, as the server received it.
      const inject = injectTransport(server.app);
      const recording: Transport = (method, path, headers, body) => {
        if (path.endsWith('/heartbeat') && body) {
          const beat = JSON.parse(body.toString()) as { storeId: string; posId?: string; tse?: Tse };
          sent.push({
            context: headers['x-context']!,
            storeId: beat.storeId,
            posId: beat.posId ?? null,
            tse: beat.tse,
          });
        }
        return inject(method, path, headers, body);
      };
      simulator = new FleetSimulator({
        transport: recording,
        fleet,
        prng: new Prng(8),
        now: () => server.clock.now,
        outageChance: 0,
        failureChance: 0,
        updatesEvery: 0,
        fullInfoEvery: 1,
        tseSwapAfterTicks: 3,
      });
    });
    after(() => server.close());

    const get = async (url: string) => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url: `/api/frontend/${url}` }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };
    const tick = async () => {
      sent.length = 0;
      server.clock.now += hour;
      assert.equal((await simulator.tick()).errors, 0, 'every heartbeat accepted');
      return [...sent];
    };

    it('reports the stored TSEs with the full heartbeats, a LAN TSE by its registers and store server', async () => {
      const listed = new Set<string>();
      for (const context of ['NORDMARKT', 'SUEDKAUF'])
        for (const row of (await get(`tse?contextId=${context}&size=500`)).rows) listed.add(row.serial);
      const beats = await tick();
      const registers = beats.filter((b) => b.posId !== null);
      assert.ok(registers.length > 50);
      assert.deepEqual(
        registers.filter((b) => !b.tse),
        [],
        'every register sends its TSE',
      );
      for (const { tse } of beats.filter((b) => b.tse)) {
        assert.ok(listed.has(tse!.serial), `${tse!.serial}: the stored TSE`);
        assert.match(tse!.certificateValidUntil, /^\d{4}-\d{2}-\d{2}$/);
        if (tse!.signatureCapacity !== null) assert.ok(tse!.signatureCounter! <= tse!.signatureCapacity);
      }
      // NORDMARKT: the registers of a store and its store server report one LAN TSE.
      const nord = (await get('tse?contextId=NORDMARKT&size=500')).rows as { serial: string; type: string }[];
      assert.ok(nord.every((r) => r.type === 'lan'));
      const servers = beats.filter((b) => b.posId === null && b.tse);
      assert.ok(servers.every((b) => b.context === 'NORDMARKT'));
      assert.ok(servers.length > 10, 'the LAN context’s store servers report it');
      for (const s of servers) {
        const mates = registers.filter((b) => b.context === 'NORDMARKT' && b.storeId === s.storeId);
        assert.ok(mates.length > 0);
        assert.ok(
          mates.every((b) => b.tse!.serial === s.tse!.serial),
          `store ${s.storeId}`,
        );
      }
    });

    it('grows the counters with the clock, and keeps a failing export failing', async () => {
      const first = await tick();
      const second = await tick();
      const counter = (beats: Sent[], serial: string) =>
        beats.find((b) => b.tse?.serial === serial)?.tse?.signatureCounter;
      const fast = first
        .filter((b) => b.tse?.signatureCapacity)
        .sort(
          (a, b) =>
            b.tse!.signatureCounter! / b.tse!.signatureCapacity! - a.tse!.signatureCounter! / a.tse!.signatureCapacity!,
        )[0]!.tse!;
      // About 60,000 a day: some 2,500 an hour.
      const grown = counter(second, fast.serial)! - counter(first, fast.serial)!;
      assert.ok(grown > 2000 && grown < 3000, `grew by ${grown}`);
      const silent = first.find((b) => b.tse?.lastExportOk === false)!.tse!;
      const again = second.find((b) => b.tse?.serial === silent.serial)!.tse!;
      assert.equal(again.lastExportAt, silent.lastExportAt);
      assert.ok(Date.parse(silent.lastExportAt!) < server.clock.now - 30 * 24 * hour);
    });

    it('carries out the swap planned for today after a while: a new serial in the registers, the old TSE’s history', async () => {
      const planned = (
        (await get('tse?contextId=NORDMARKT&size=500')).rows as {
          serial: string;
          plannedSwap: { date: string } | null;
          cashpoints: { posId: string; storeId: string }[];
        }[]
      ).find((r) => r.plannedSwap?.date === seedDay)!;
      assert.ok(planned, 'a swap planned for today');
      // Three ticks ran: the swap happens in the next one (after tseSwapAfterTicks = 3), reported at once.
      const beats = await tick();
      const storeId = planned.cashpoints[0]!.storeId;
      const now = beats.filter((b) => b.context === 'NORDMARKT' && b.storeId === storeId && b.tse);
      // Its registers and its store server.
      assert.equal(now.length, planned.cashpoints.length + 1);
      const newSerial = now[0]!.tse!.serial;
      assert.notEqual(newSerial, planned.serial);
      assert.ok(now.every((b) => b.tse!.serial === newSerial));
      const old = await get(`tse/${planned.serial}?contextId=NORDMARKT`);
      assert.equal(old.inUse, false);
      const kinds = (old.history as { kind: string; otherSerial: string | null }[]).map((h) => h.kind);
      assert.equal(kinds.filter((k) => k === 'swappedOut').length, planned.cashpoints.length);
      assert.ok(kinds.includes('planClosed'));
      const fresh = await get(`tse/${newSerial}?contextId=NORDMARKT`);
      assert.deepEqual(
        fresh.tse.cashpoints.map((c: { posId: string }) => c.posId).sort(),
        planned.cashpoints.map((c) => c.posId).sort(),
      );
      assert.equal(fresh.tse.plannedSwap, null);
    });
  });

describe('the demo TSEs of a fleet', () => {
  it('are the same for the same fleet and moment, with their dates counted from it', () => {
    const fleet = syntheticFleet([{ key: 'OSTBAU', secret: 's' }], 6, 4, new Prng(1), 30001);
    const input = [
      { key: 'OSTBAU', stores: fleet[0]!.stores.map((s) => ({ ...s, posIds: ['1', '2', '3'], server: true })) },
    ];
    const now = Date.parse('2027-03-10T12:00:00Z');
    assert.deepEqual(demoTsePlan(input, now), demoTsePlan(input, now));
    const later = demoTsePlan(input, now + 10 * 24 * hour);
    assert.deepEqual(
      demoTsePlan(input, now).map((p) => p.tse.serial),
      later.map((p) => p.tse.serial),
    );
    const simulated = withDemoTses(fleet, now)[0]!;
    // One context: it shares a LAN TSE per store, registers and store server alike.
    for (const store of simulated.stores) {
      const serials = new Set([...store.registers, store.server!].map((t) => t.tse?.tse.serial));
      assert.equal(serials.size, 1);
      assert.notEqual([...serials][0], undefined);
    }
  });
});
