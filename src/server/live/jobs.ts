// The jobs of live, which src/server/jobs.ts starts on the leading instance.
import type { FastifyInstance } from 'fastify';
import { every, type Job } from '../platform/jobs/leadership';
import { OfflineEdges, offlineEdgeIntervalMs } from './offlineEdges';
import { pruneLiveEvents } from './repository/liveEvents';

/** A stream that reconnects within this long resumes without a gap; later it is told to reload. */
export const liveKeptMs = 10 * 60_000;

/** Tells the streams of registers and store servers going offline, every half second. */
export function liveOfflineJob(app: FastifyInstance): Job {
  return {
    name: 'live-offline',
    start() {
      // A new leader starts from now: what passed before is in the pages the browsers read.
      const edges = new OfflineEdges(app.db);
      const run = () => edges.run(app.now(), app.config.offlineAfterSeconds * 1000);
      return every('live-offline', offlineEdgeIntervalMs, run, app.log).start();
    },
  };
}

/** Deletes the live events older than `liveKeptMs`, every minute. */
export const liveRetentionJob = (app: FastifyInstance): Job =>
  every('live-retention', 60_000, () => pruneLiveEvents(app.db, Date.now() - liveKeptMs), app.log);
