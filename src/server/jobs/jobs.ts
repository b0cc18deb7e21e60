import type { FastifyInstance } from 'fastify';
import { runAlertChecks } from '../alerts/runChecks';
import { seedDemo } from '../demo/seed';
import { startDemoSimulator } from '../simulator/inProcess';
import { leaderLockFor } from './leaderLock';
import { every, JobRunner, type Job } from './leadership';

/** Expired sessions are deleted this often (a session past its expiry is refused anyway). */
export const sessionPurgeIntervalMs = 10 * 60 * 1000;

/** Demo mode: the demo data in an empty database, then the in-process simulator that keeps it alive. */
function demoFleet(app: FastifyInstance): Job {
  return {
    name: 'demo',
    async start() {
      // Under the lock: of several instances started at once on an empty database one seeds, and
      // the next leader finds the data there and only starts the simulator.
      if (await seedDemo(app.db, app.updateStore, app.now())) {
        app.log.info('Demo-Daten angelegt (Anmeldung: admin / demo-admin-2026).');
      }
      const simulator = await startDemoSimulator(app);
      return () => simulator.stop();
    },
  };
}

/**
 * Every job that must run on one instance at a time, in the order the leader starts them. The jobs
 * to come (the audit log's retention) are added here: `every(name, interval, run, app.log)` for a
 * periodic one, or a `Job` of their own. The alert checks run on one instance only, so two
 * instances never announce the same alert twice (the database would refuse the second one anyway).
 */
export function instanceJobs(app: FastifyInstance): Job[] {
  return [
    ...(app.config.demo ? [demoFleet(app)] : []),
    every('sessions', sessionPurgeIntervalMs, () => app.sessions.purgeExpired(app.now()), app.log),
    every(
      'alerts',
      app.config.alertCheckSeconds * 1000,
      () => runAlertChecks(app.db, app.now(), app.config.offlineAfterSeconds),
      app.log,
    ),
  ];
}

/**
 * Starts leading or standing by: on PostgreSQL under the advisory lock (db-wide, one leader for all
 * jobs), on SQLite at once. Resolves after the first try, so a leader has seeded the demo data.
 */
export async function startJobs(app: FastifyInstance): Promise<JobRunner> {
  const runner = new JobRunner({
    lock: leaderLockFor(app.config.postgresUrl),
    jobs: instanceJobs(app),
    retryMs: app.config.jobsRetrySeconds * 1000,
    log: app.log,
    onChange: (leading) => {
      app.instanceState.leading = leading;
    },
  });
  await runner.start();
  return runner;
}
