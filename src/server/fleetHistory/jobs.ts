// The jobs of fleetHistory, which src/server/jobs.ts starts on the leading instance.
import type { FastifyInstance } from 'fastify';
import { every, type Job } from '../platform/jobs/leadership';
import { takeSnapshots } from './snapshot';

/**
 * The snapshot runs when an instance starts leading (which also fills a missing yesterday) and
 * then daily, as the retentions do; every run of a day replaces that day's set.
 */
export const fleetSnapshotIntervalMs = 24 * 60 * 60 * 1000;

/** One run: every context's snapshot of today (and a missing yesterday's), logged. */
export async function snapshotFleet(app: FastifyInstance) {
  const run = await takeSnapshots({
    db: app.db,
    now: app.now(),
    timeZone: app.config.timeZone,
    offlineAfterMs: app.config.offlineAfterSeconds * 1000,
  });
  // An operator's log line, in English like the other job lines.
  app.log.info(
    `fleet-history: snapshot of ${run.contexts} contexts${run.yesterdaysFilled > 0 ? `, yesterday filled for ${run.yesterdaysFilled}` : ''}`,
  );
  return run;
}

/** The job of src/server/jobs.ts: at the start of leading, then daily. */
export const fleetHistoryJob = (app: FastifyInstance): Job =>
  every('fleet-history', fleetSnapshotIntervalMs, () => snapshotFleet(app), app.log);
