// The jobs of history, which src/server/jobs.ts starts on the leading instance.
import type { FastifyInstance } from 'fastify';
import { every, type Job } from '../platform/jobs/leadership';
import { deleteHistoryBefore } from './repository/record';

/** The history's retention runs once a day (and when an instance starts leading), as the audit log's does. */
export const historyRetentionIntervalMs = 24 * 60 * 60 * 1000;

/** Deletes the changes and offline spans older than HISTORY_DAYS, in batches; returns how many of each. */
export async function deleteExpiredHistory(app: FastifyInstance): Promise<{ changes: number; spans: number }> {
  const days = app.config.historyDays;
  const deleted = await deleteHistoryBefore(app.db, app.now() - days * 86_400_000);
  // An operator's log line, in English like the other job lines.
  if (deleted.changes + deleted.spans > 0)
    app.log.info(
      `history-retention: deleted ${deleted.changes} changes and ${deleted.spans} offline spans older than ${days} days`,
    );
  return deleted;
}

/** The job of src/server/jobs.ts: daily on the leading instance. */
export const historyRetentionJob = (app: FastifyInstance): Job =>
  every('history-retention', historyRetentionIntervalMs, () => deleteExpiredHistory(app), app.log);
