// What the history (issue 53) costs the heartbeats: the simulator plays a fleet of its own against a
// server in this process, rounds of full heartbeats and rounds of the agents' default mix, with the
// history ingest on and off by turns (historyForBench: off only here, no setting of the console
// switches it off), and the process's CPU time per request of each. The simulator's own work
// (drawing and signing the requests) is in both, so the ratio understates history's share a little;
// it is the same fleet, database and process for both, which the machine's other load does not move.
import path from 'node:path';
import { buildApp, repoRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { migrate } from '../../src/server/platform/db/migrate';
import { demoHashSecret, seedDemo } from '../../src/server/demo/seed';
import { Prng } from '../../src/server/demo/prng';
import { heartbeatLiveness } from '../../src/server/fleet';
import { historyForBench } from '../../src/server/history/ingest';
import { syntheticFleet, withDemoTses } from '../../src/server/simulator/fleet';
import { FleetSimulator } from '../../src/server/simulator/simulator';
import { injectTransport } from '../../src/server/simulator/transport';
import { openBenchDatabase } from './database';
import { atLeast, num, type BenchRow } from './table';

export interface HistoryCostRun {
  stores: number;
  registersPerStore: number;
  /** Turns of ten rounds with history on, and as many with it off. */
  rounds: number;
}

export const historyCostFigures = [
  'Volle Heartbeats mit Verlauf gegen ohne (im Prozess)',
  'Heartbeat-Mix mit Verlauf gegen den heutigen ohne (Standardmix, im Prozess)',
];

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Requests per CPU-second with history on and off, for full heartbeats and for the default mix. */
export async function historyCostRows(run: HistoryCostRun): Promise<BenchRow[]> {
  const database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const config = loadConfig({ ...database.env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  let clock = Date.parse('2026-11-02T06:00:00Z');
  try {
    await migrate(db);
    await seedDemo(db, config.dataDir, clock);
    const app = await buildApp({ config, db, now: () => clock, publicDir: path.join(repoRoot, 'dist/public') });
    try {
      const contexts = [{ key: 'NORDMARKT', secret: demoHashSecret('NORDMARKT') }];
      const rows: BenchRow[] = [];
      for (const [index, mix] of (['full', 'default'] as const).entries()) {
        const prng = new Prng(4711 + index);
        const fleet = withDemoTses(
          syntheticFleet(contexts, run.stores, run.registersPerStore, prng, 80001 + index * 1000),
          clock,
        );
        let requests = 0;
        const inject = injectTransport(app);
        const simulator = new FleetSimulator({
          transport: (...request) => ((requests += 1), inject(...request)),
          fleet,
          prng,
          now: () => clock,
          concurrency: 256,
          ...(mix === 'full' ? { fullInfoEvery: 1, updatesEvery: 0 } : {}),
        });
        const measured = { on: { requests: 0, cpu: 0 }, off: { requests: 0, cpu: 0 } };
        // The first rounds register the fleet, give history its baselines and pass the transients of
        // the other ingests (first reports, the demo's TSE swaps after 20 rounds), with history on;
        // then turns of ten rounds (one of them the mix's full beat, and a read past the trust) off,
        // on, on, off: turns of one round would give every full beat of the mix to the same side.
        const warm = 22;
        for (let round = 0; round < warm + run.rounds * 20; round++) {
          const turn = Math.floor((round - warm) / 10) % 4;
          const side = round < warm || turn === 1 || turn === 2 ? 'on' : 'off';
          historyForBench(db, side === 'on');
          requests = 0;
          const start = cpuMs();
          const stats = await simulator.tick();
          if (stats.errors > 0) throw new Error(`${stats.errors} Anfragen des Simulators fehlgeschlagen`);
          // The last-seen times a second of real time would have written, before the clock jumps.
          await heartbeatLiveness(db).flush();
          if (round >= warm) {
            measured[side].requests += requests;
            measured[side].cpu += cpuMs() - start;
          }
          clock += 30_000;
        }
        historyForBench(db, true);
        const rate = (side: 'on' | 'off') => (measured[side].requests * 1000) / Math.max(measured[side].cpu, 1);
        const ratio = rate('on') / rate('off');
        const figure = historyCostFigures[index]!;
        const row = atLeast(figure, ratio, 0.9, (n) => `${num(n, 2)}×`);
        rows.push({
          ...row,
          measured:
            `${row.measured} (${num(rate('on'), 0)} gegen ${num(rate('off'), 0)} Anfragen je CPU-Sekunde des ` +
            `Prozesses, Simulator darin; je ${run.rounds * 10} Runden, in Zehnern im Wechsel, ${num(simulator.targets, 0)} Ziele)`,
        });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await database.dispose();
  }
}
