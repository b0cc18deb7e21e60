import assert from 'node:assert/strict';
import { seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import { fleetFromDatabase, type SimContext } from '../simulator/fleet';
import { FleetSimulator, type SimulatorOptions, type TickStats } from '../simulator/simulator';
import { injectTransport } from '../simulator/transport';
import { demo } from './demoAccounts';
import { loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { multipart } from './multipart';

// A demo server with the simulator driving one of its contexts on the server's fixed clock: every
// register and store server online, none dropping out, each asking for updates every round.

export interface SimulatedContext {
  server: TestServer;
  admin: string;
  fleet: SimContext;
  simulator: FleetSimulator;
}

export async function simulatedContext(
  kind: Parameters<typeof startTestServer>[0],
  contextKey: string,
  options: Partial<SimulatorOptions> = {},
): Promise<SimulatedContext> {
  const server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
  const admin = await loginCookie(server.app, ...demo.admin);
  const all = await fleetFromDatabase(server.db, server.clock.now, server.config.offlineAfterSeconds, new Prng(5));
  const fleet = all.find((c) => c.key === contextKey)!;
  for (const store of fleet.stores) {
    for (const t of [...store.registers, ...(store.server ? [store.server] : [])]) t.silentFor = 0;
  }
  const simulator = new FleetSimulator({
    transport: injectTransport(server.app),
    fleet: [fleet],
    prng: new Prng(6),
    now: () => server.clock.now,
    updatesEvery: 1,
    outageChance: 0,
    failureChance: 0,
    ...options,
  });
  return { server, admin, fleet, simulator };
}

/** `ticks` rounds, 30 s apart on the server's clock, none with a failed request; their stats summed. */
export async function runTicks(sim: SimulatedContext, ticks: number): Promise<TickStats> {
  let sum: TickStats | undefined;
  for (let i = 0; i < ticks; i++) {
    sim.server.clock.now += 30_000;
    const stats = await sim.simulator.tick();
    assert.equal(stats.errors, 0);
    sum = sum
      ? (Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v + stats[k as keyof TickStats]])) as TickStats)
      : stats;
  }
  return sum!;
}

/** Uploads a register update through the API and saves it released, in `status` (1 Neu, 2 Aktiv). */
export async function uploadRegisterUpdate(
  sim: SimulatedContext,
  filename: string,
  tag: string,
  status: number,
): Promise<void> {
  const context = sim.fleet.key;
  const { payload, contentType } = multipart([
    { name: 'tag', value: tag },
    { name: 'comment', value: '' },
    { name: 'uploadfile', filename, content: Buffer.from(`Kassen-Update ${tag}\n`.repeat(100)) },
  ]);
  const upload = await sim.server.app.inject(
    withCookie(sim.admin, {
      method: 'POST',
      url: `/api/frontend/cashpoint-updates/uploadfile?contextId=${context}`,
      payload,
      headers: { 'content-type': contentType },
    }),
  );
  assert.equal(upload.statusCode, 200, upload.body);
  await saveRegisterUpdate(sim, filename, tag, status);
}

/** Saves a register update of the context released, in `status`, with no target checked. */
export async function saveRegisterUpdate(
  sim: SimulatedContext,
  filename: string,
  tag: string,
  status: number,
): Promise<void> {
  const context = sim.fleet.key;
  const save = await sim.server.app.inject(
    withCookie(sim.admin, {
      method: 'POST',
      url: `/api/frontend/cashpoint-updates/save?contextId=${context}&filename=${filename}`,
      payload: {
        status,
        releaseDate: new Date(sim.server.clock.now - 60_000).toISOString(),
        tag,
        comment: '',
        checkedUids: [],
      },
    }),
  );
  assert.equal(save.statusCode, 200, save.body);
}
