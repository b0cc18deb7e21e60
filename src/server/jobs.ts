import type { FastifyInstance } from 'fastify';
import { alertNotificationsJob, closedAlertRetentionDays, deleteClosedAlertsBefore, runAlertChecks } from './alerts';
import { removeOldBundles } from './actions';
import { seedDemo } from './demo/seed';
import { seedDemoRollouts } from './demo/rolloutsSeed';
import { seedDemoTses } from './demo/tseSeed';
import { seedDemoTaxNotices } from './demo/taxNoticeSeed';
import { seedDemoFleetHistory } from './demo/fleetHistorySeed';
import { deleteAuditEntriesBefore } from './audit';
import { actionExpiryIntervalMs, expireActions } from './actions';
import { advanceRollouts } from './rollouts';
import { deleteOldDeliveries, sendWebhookDeliveries } from './webhooks';
import { startDemoSimulator } from './simulator/inProcess';
import { leaderLockFor } from './platform/jobs/leaderLock';
import { every, JobRunner, type Job } from './platform/jobs/leadership';
import { tokenRemindersJob } from './tokens/reminders';
import { tseReportJob } from './fiscal';
import { checkStorage } from './updates';
import { detectFiscalChanges, notificationReminderJob } from './taxNotice';
import { historyRetentionJob } from './history';
import { fleetHistoryJob } from './fleetHistory';
import { liveOfflineJob, liveRetentionJob } from './live';

/** The storage check (update rows against files) runs once a day, like the retentions. */
export const storageCheckIntervalMs = 24 * 60 * 60 * 1000;

/**
 * Compares the update rows with the store's files, logs what disagrees and sets the metric; it
 * removes nothing (`npm run check-storage -- --fix` does, by an operator's decision).
 */
export async function checkStorageOnce(app: FastifyInstance): Promise<void> {
  const check = await checkStorage(app.db, app.updateStore, app.now(), false);
  app.metrics.storageMismatches.set({ kind: 'row_without_file' }, check.rowsWithoutFile.length);
  app.metrics.storageMismatches.set({ kind: 'file_without_row' }, check.filesWithoutRow.length);
  // An operator's log line, in English like the other job lines; the keys name what to look at.
  if (check.rowsWithoutFile.length > 0 || check.filesWithoutRow.length > 0)
    app.log.warn(
      {
        rowsWithoutFile: check.rowsWithoutFile.slice(0, 20),
        filesWithoutRow: check.filesWithoutRow.slice(0, 20).map((file) => file.key),
      },
      `storage-check: ${check.rowsWithoutFile.length} update rows without their file, ${check.filesWithoutRow.length} files without their row (npm run check-storage)`,
    );
  else app.log.info(`storage-check: ${check.rows} update rows and ${check.files} files agree`);
}

/** How often the log bundles past their 14 days are looked for. */
export const actionBundleCheckMs = 60 * 60 * 1000;

async function removeOldBundlesLogged(app: FastifyInstance): Promise<void> {
  const removed = await removeOldBundles(app);
  // An operator's log line, in English like the other job lines.
  if (removed > 0) app.log.info(`action-bundles: removed ${removed} log bundles older than 14 days`);
}

/** Expired sessions are deleted this often (a session past its expiry is refused anyway). */
export const sessionPurgeIntervalMs = 10 * 60 * 1000;

/** The audit log's retention runs once a day (and when an instance starts leading). */
export const auditRetentionIntervalMs = 24 * 60 * 60 * 1000;

/** Deletes the audit log's entries older than AUDIT_RETENTION_DAYS; the log is otherwise append-only. */
async function deleteExpiredAuditEntries(app: FastifyInstance): Promise<void> {
  const deleted = await deleteAuditEntriesBefore(app.db, app.now() - app.config.auditRetentionDays * 86_400_000);
  // An operator's log line, in English like the other job lines.
  if (deleted > 0) {
    app.log.info(`audit-retention: deleted ${deleted} entries older than ${app.config.auditRetentionDays} days`);
  }
}

/**
 * When each app's alert checks first started. Before it the console may have been down, so no
 * heartbeat could arrive: a target's silence counts only from then on. Kept for the process, not
 * per leadership: an instance that stood by kept storing the heartbeats it received.
 */
const alertChecksStarted = new WeakMap<FastifyInstance, number>();

function alertChecksJob(app: FastifyInstance): Job {
  const job = every(
    'alerts',
    app.config.alertCheckSeconds * 1000,
    async () => {
      // The changes to report to the tax office (issue 52) first: the deadline alert reads them.
      await detectFiscalChanges(app.db, app.now());
      return runAlertChecks(app.db, app.now(), app.config.offlineAfterSeconds, alertChecksStarted.get(app));
    },
    app.log,
  );
  return {
    name: job.name,
    start() {
      if (!alertChecksStarted.has(app)) alertChecksStarted.set(app, app.now());
      return job.start();
    },
  };
}

/** Deletes the alerts closed more than the retention ago (the alert list would otherwise grow forever). */
async function deleteOldClosedAlerts(app: FastifyInstance): Promise<void> {
  const deleted = await deleteClosedAlertsBefore(app.db, app.now() - closedAlertRetentionDays * 86_400_000);
  if (deleted > 0) app.log.info(`Alarme: ${deleted} beendete Alarme nach ${closedAlertRetentionDays} Tagen gelöscht.`);
}

/** One run of the rollouts' job; a rollout whose step failed is logged, the others go on. */
async function advanceRolloutsOnce(app: FastifyInstance): Promise<void> {
  await advanceRollouts(app.db, app.now(), {
    offlineAfterSeconds: app.config.offlineAfterSeconds,
    onError: (rollout, error) => app.log.error({ err: error, rollout: rollout.uid }, 'rollouts: advance failed'),
  });
}

/** Demo mode: the demo data in an empty database, then the in-process simulator that keeps it alive. */
function demoFleet(app: FastifyInstance): Job {
  return {
    name: 'demo',
    async start() {
      // Under the lock: of several instances started at once on an empty database one seeds, and
      // the next leader finds the data there and only starts the simulator.
      if (await seedDemo(app.db, app.updateStore, app.now())) {
        app.log.info(
          'Demo-Daten angelegt (Anmeldung: admin / demo-admin-2026, Freigaben: approver / demo-approver-2026).',
        );
      }
      // Before the simulator reads the fleet, so it plays the rollouts' installs from the start; a
      // fresh demo only (their updates still as the fleet seed left them).
      await seedDemoRollouts(app.db, app.now());
      // The fleet's TSEs (issue 50), also into a demo database seeded before there were any; the
      // simulator then reports the same ones.
      await seedDemoTses(app.db, app.now());
      // The Kassenmeldung's master data and a few changes due (issue 52), after the TSEs it names.
      await seedDemoTaxNotices(app.db, app.now());
      // 'Versionen im Verlauf' (issue 53): the 89 days before today, which the fleet history job cannot know.
      await seedDemoFleetHistory(app.db, app.now(), app.config.timeZone, app.config.offlineAfterSeconds * 1000);
      const simulator = await startDemoSimulator(app);
      return () => simulator.stop();
    },
  };
}

/**
 * Every job that must run on one instance at a time, in the order the leader starts them. A new
 * one is added here: `every(name, interval, run, app.log)` for a periodic one, or a `Job` of its
 * own. The alert checks run on one instance only, so two instances never announce the same
 * alert twice (the database would refuse the second one anyway).
 */
export function instanceJobs(app: FastifyInstance): Job[] {
  return [
    ...(app.config.demo ? [demoFleet(app)] : []),
    every('sessions', sessionPurgeIntervalMs, () => app.sessions.purgeExpired(app.now()), app.log),
    every('audit-retention', auditRetentionIntervalMs, () => deleteExpiredAuditEntries(app), app.log),
    every('alert-retention', auditRetentionIntervalMs, () => deleteOldClosedAlerts(app), app.log),
    every('webhook-retention', auditRetentionIntervalMs, () => deleteOldDeliveries(app), app.log),
    historyRetentionJob(app),
    // After the demo's seed: the first run of a fresh demo finds its fleet (and its seeded past days).
    fleetHistoryJob(app),
    every('storage-check', storageCheckIntervalMs, () => checkStorageOnce(app), app.log),
    // The agents' log bundles (collectLogs) are kept 14 days; looked at hourly, so none stays a day longer.
    every('action-bundles', actionBundleCheckMs, () => removeOldBundlesLogged(app), app.log),
    alertChecksJob(app),
    alertNotificationsJob(app),
    every('rollouts', app.config.rolloutAdvanceSeconds * 1000, () => advanceRolloutsOnce(app), app.log),
    tokenRemindersJob(app),
    tseReportJob(app),
    notificationReminderJob(app),
    every('webhooks', app.config.webhookSendSeconds * 1000, () => sendWebhookDeliveries(app), app.log),
    every('action-expiry', actionExpiryIntervalMs, () => expireActions(app.db, app.now()), app.log),
    liveOfflineJob(app),
    liveRetentionJob(app),
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
