import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fleetFromDatabase } from '../simulator/fleet';
import { FleetSimulator } from '../simulator/simulator';
import { injectTransport } from '../simulator/transport';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { Prng } from './prng';
import { seedDemo } from './seed';

// Issue 51: `npm start` shows each store-health scenario at once, and the simulator that then keeps
// the demo alive goes on from what the seed planted instead of flipping it; a seeded register keeps
// its system and services with its first full heartbeat (the seed and the simulator draw a machine's
// data by one rule, demo/machines.ts).

/** A Monday, 11:00 in Berlin: every demo store with hours is open. */
const mondayMorning = Date.parse('2026-03-02T10:00:00Z');
const customers = ['NORDMARKT', 'SUEDKAUF', 'WESTFRISCH', 'OSTBAU', 'MEGAMARKT'];
/** Each scenario's cause and the state it gives its store while open. */
const wanted = { peripheral: 'red', cutMissing: 'yellow', receiptsUnsent: 'red', masterDataMissing: 'yellow' };

interface Row {
  storeUid: string;
  state: string;
  causes: { kind: string; subject: string; state: string; text: string }[];
}

for (const kind of databaseKinds)
  describe(`the demo's store health on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, { startAt: mondayMorning, seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const get = async (url: string) => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };
    const health = async (context: string) =>
      (await get(`/api/frontend/store-health?contextId=${context}&size=500`)).rows as Row[];
    /** Per scenario cause: the state of a store that has it, or 'none'. */
    const scenariosOf = (rows: Row[]) =>
      Object.fromEntries(
        Object.keys(wanted).map((cause) => {
          const row = rows.find((r) => r.causes.some((c) => c.kind === cause));
          return [cause, row?.state ?? 'none'];
        }),
      );

    it('shows a store of each scenario in every customer context, and keeps them after the first full heartbeats', async () => {
      const seeded: Record<string, Row[]> = {};
      for (const context of customers) {
        seeded[context] = await health(context);
        assert.deepEqual(scenariosOf(seeded[context]), wanted, context);
        // Most of the fleet is healthy.
        const green = seeded[context].filter((r) => r.state === 'green').length;
        assert.ok(green >= seeded[context].length - 4, `${context}: ${green} of ${seeded[context].length} green`);
      }
      // The printer's cause names the German device and its state.
      const printer = seeded.SUEDKAUF!.flatMap((r) => r.causes).find((c) => c.kind === 'peripheral')!;
      assert.match(printer.text, /^Bondrucker Kasse \d+: Papier leer seit \d\d:\d\d$/);

      // A register as the seed wrote it: its system and services.
      const machineOf = async (uid: string, context: string) => {
        const detail = await get(`/api/frontend/cashpoints/detail/${uid}?contextId=${context}`);
        const info = await get(`/api/frontend/cashpoints/detail/cashpointinfo/${uid}?contextId=${context}`);
        const { osInfo, cashpointVersion, javaVersion } = detail.cashpoint.agentInfo;
        const system = [osInfo.osName, osInfo.version, osInfo.cpus, cashpointVersion, ...javaVersion].join(' ');
        const services = (info.cashpointServiceStates as { name: string; state: string }[]).map(
          (s) => `${s.name}:${s.state}`,
        );
        return { system, services };
      };
      const before = await machineOf(printer.subject, 'SUEDKAUF');

      // The simulator's first round: every target sends its full info and its store-health sections.
      const fleet = await fleetFromDatabase(
        server.db,
        server.clock.now,
        server.config.offlineAfterSeconds,
        new Prng(1),
      );
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet,
        prng: new Prng(2),
        now: () => server.clock.now,
        outageChance: 0,
      });
      server.clock.now += 30_000;
      assert.equal((await simulator.tick()).errors, 0);

      for (const context of customers) assert.deepEqual(scenariosOf(await health(context)), wanted, context);
      const now = await machineOf(printer.subject, 'SUEDKAUF');
      assert.equal(before.services.length, 5);
      assert.deepEqual(now, before);
    });
  });
