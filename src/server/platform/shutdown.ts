import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/connection';
import type { JobRunner } from './jobs/leadership';

/** How long the jobs may still take to stop once the app is closed. */
const jobsStopWaitMs = 5000;

/**
 * On SIGTERM or SIGINT the instance goes away without dropping a request: /readyz answers 503 from
 * then on, the jobs stop and their lock is released (another instance takes them over at its next
 * try), the instance keeps serving for SHUTDOWN_DRAIN_SECONDS (for load balancers that poll
 * /readyz), then stops accepting connections and finishes the requests and uploads in flight,
 * closes the database and exits 0. Closing that takes longer than SHUTDOWN_TIMEOUT_SECONDS after
 * the drain ends the process with exit code 1; so does a second signal.
 */
export function closeGracefully(app: FastifyInstance, db: Db, jobs: JobRunner): void {
  const { shutdownDrainSeconds, shutdownTimeoutSeconds } = app.config;
  closeWithGrace(
    {
      delay: (shutdownDrainSeconds + shutdownTimeoutSeconds) * 1000,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info(`${signal ?? 'exit'}: shutting down`);
      app.instanceState.stopping = true;
      // The jobs stop beside the drain and the close: a job whose stop hangs must not keep the
      // requests and uploads in flight from being finished.
      const jobsStopped = jobs.stop().then(() => true);
      if (shutdownDrainSeconds > 0) await sleep(shutdownDrainSeconds * 1000);
      // Fastify stops listening, closes idle connections and resolves once the busy ones are done.
      await app.close();
      const waited = new AbortController();
      const stoppedInTime = await Promise.race([
        jobsStopped,
        sleep(jobsStopWaitMs, false, { signal: waited.signal }).catch(() => false),
      ]);
      waited.abort();
      if (!stoppedInTime) app.log.error(`jobs did not stop within ${jobsStopWaitMs} ms, closing anyway`);
      await db.close();
      app.log.info('shut down');
    },
  );
}
