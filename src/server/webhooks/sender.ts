import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/connection';
import { postWebhook } from '../platform/http/webhookPost';
import type { JobLog } from '../platform/jobs/leadership';
import { mapLimited } from '../platform/jobs/mapLimited';
import { claimDeliveries, dueDeliveries, recordAttempt, type DueDelivery } from './repository/deliveries';

// The sender of event webhooks: each round takes the due deliveries, claims them for a while (so a
// second instance, or a round after this one died, leaves them alone), POSTs each event signed as
// the alert webhooks are, and records the try. A failed try is tried again later with a growing
// wait, up to `maxAttempts` tries; then the delivery is 'failed' (the log's 'Erneut senden' queues it
// once more).

/** How many due deliveries one round takes; the rest wait for the next round. */
export const sendBatchSize = 50;
/** How long a sender holds what it took: longer than a round's sends can take (timeouts included). */
export const claimLeaseMs = 5 * 60_000;
/** How many sends of a round run at the same time. */
export const sendConcurrency = 5;
/** Tries of one delivery before it is given up as 'failed'. */
export const maxAttempts = 10;

/** The wait after the n-th failed try (1-based), as for alert notifications: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(30_000 * 2 ** (failedTries - 1), 60 * 60_000);
}

export interface WebhookSenderDeps {
  db: Db;
  now: () => number;
  log: JobLog & { warn: JobLog['error'] };
  /** Whether webhooks may reach private, loopback and link-local addresses (ALERT_WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
}

/** What one round did, for the log and the tests. */
export interface WebhookRound {
  delivered: number;
  failed: number;
}

async function sendOne(deps: WebhookSenderDeps, delivery: DueDelivery): Promise<boolean> {
  const sentAt = deps.now();
  const result = await postWebhook(delivery.url, delivery.secret, delivery.payload, sentAt, deps.allowPrivate);
  const attempts = delivery.attempts + 1;
  const at = deps.now();
  const givenUp = !result.ok && (result.final === true || attempts >= maxAttempts);
  const state = result.ok ? 'delivered' : givenUp ? 'failed' : 'pending';
  const nextAttemptAt = state === 'pending' ? at + retryDelayMs(attempts) : null;
  await recordAttempt(deps.db, delivery.id, { at, attempts, state, detail: result.detail, nextAttemptAt });
  const what = { delivery: delivery.uid, event: delivery.eventId, type: delivery.eventType, attempt: attempts };
  if (result.ok) return true;
  const next = nextAttemptAt === null ? 'given up' : `next try ${new Date(nextAttemptAt).toISOString()}`;
  deps.log.warn({ ...what, detail: result.detail }, `webhooks: delivery failed, ${next}`);
  return false;
}

/** One round of the sender: what is due now, `sendConcurrency` sends at a time. */
export async function sendDueDeliveries(deps: WebhookSenderDeps): Promise<WebhookRound> {
  const now = deps.now();
  const found = await dueDeliveries(deps.db, now, sendBatchSize);
  const claimed = new Set(
    await claimDeliveries(
      deps.db,
      found.map((d) => d.id),
      now,
      now + claimLeaseMs,
    ),
  );
  const due = found.filter((d) => claimed.has(d.id));
  const outcomes = await mapLimited(due, sendConcurrency, (d) => sendOne(deps, d));
  const delivered = outcomes.filter(Boolean).length;
  return { delivered, failed: outcomes.length - delivered };
}

/** The sender of this app's database, clock and log, as the job runs it (and the tests do). */
export function webhookSender(app: FastifyInstance): { run(): Promise<WebhookRound> } {
  const deps: WebhookSenderDeps = {
    db: app.db,
    now: app.now,
    log: app.log,
    allowPrivate: app.config.alertDelivery.allowPrivateWebhooks,
  };
  return { run: () => sendDueDeliveries(deps) };
}

/** One round of the job `webhooks` (jobs.ts, every WEBHOOK_SEND_SECONDS on the leading instance). */
export async function sendWebhookDeliveries(app: FastifyInstance): Promise<void> {
  await webhookSender(app).run();
}
