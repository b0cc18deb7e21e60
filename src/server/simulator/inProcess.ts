import type { FastifyInstance } from 'fastify';
import { Prng } from '../demo/prng';
import { fleetFromDatabase } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport } from './transport';
import type { BadVersion } from './badVersions';
import { demoBadVersions } from '../demo/rolloutsSeed';

/**
 * Demo mode keeps the seeded fleet alive inside the server: the same agent API requests as
 * `npm run simulate`, signed the same way, but handed to Fastify without a network hop, and with the
 * demo's bad versions (or the given ones). The caller stops it before closing the server.
 */
export async function startDemoSimulator(
  app: FastifyInstance,
  badVersions: readonly BadVersion[] = demoBadVersions,
): Promise<FleetSimulator> {
  const { config, db } = app;
  const prng = new Prng(Math.floor(app.now() / 1000));
  const fleet = await fleetFromDatabase(db, app.now(), config.offlineAfterSeconds, prng);
  const simulator = new FleetSimulator({
    transport: injectTransport(app),
    fleet,
    prng,
    now: () => app.now(),
    concurrency: 4,
    // The demo's bad version keeps failing, as the rollout it paused says.
    badVersions,
  });
  // Awaited: the demo's jobs start after it (jobs.ts), so the alert checks' first look finds the
  // fleet as the simulator plays it, not as the seed wrote it; what that look finds counts as there
  // before the demo's rollouts began (their alert gate), and a second look would see it changed.
  await simulator.start(config.simulatorIntervalSeconds * 1000, (stats) => {
    if (stats.errors > 0) app.log.warn({ stats }, 'simulator: some agent requests failed');
  });
  app.log.info(
    `Simulator: ${simulator.targets} Kassen und STORE-Instanzen (alle ${config.simulatorIntervalSeconds} s)`,
  );
  return simulator;
}
