import type { Db } from '../../platform/db/connection';
import {
  claimNotifications,
  dropNotification,
  dropUntold,
  dueNotifications,
  holdNotifications,
  recordAttempt,
  type DueNotification,
} from '../repository/alertNotifications';
import type { JobLog } from '../../platform/jobs/leadership';
import { quietUntil } from '../quietHours';
import { loadAlertSettings, type AlertSettingsValue } from '../settings';
import { mapLimited } from '../../platform/jobs/mapLimited';
import type { Mailer } from './mail';
import { mailMessage } from './message';
import { formattedWebhookBody } from './formats';
import { postWebhook, type DeliveryResult } from '../../platform/http/webhookPost';

/** How many due notifications one round takes; the rest wait for the next round. */
export const sendBatchSize = 50;
/** How long a sender holds the notifications it took; longer than a round's sends take. */
export const claimLeaseMs = 60_000;
/** How many sends of a round run at the same time. */
export const sendConcurrency = 5;
/** Tries of one notification before it is given up as 'failed'. */
export const maxAttempts = 10;

/** The wait after the n-th failed try (1-based): 30 s, 1, 2, 4, 8 … minutes, at most an hour. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(30_000 * 2 ** (failedTries - 1), 60 * 60_000);
}

export interface SenderDeps {
  db: Db;
  now: () => number;
  /** None without SMTP_URL: mail notifications are then dropped. */
  mailer: Mailer | undefined;
  log: JobLog & { warn: JobLog['error'] };
  /** The zone of the times in the mail. */
  timeZone: string;
  publicUrl: string | undefined;
  /** Whether webhooks may reach private, loopback and link-local addresses (ALERT_WEBHOOK_ALLOW_PRIVATE). */
  allowPrivateWebhooks: boolean;
}

/** What one round did, for the log and the tests. */
export interface RoundResult {
  sent: number;
  failed: number;
  held: number;
  dropped: number;
}

type Outcome = keyof RoundResult;

async function deliver(
  deps: SenderDeps,
  n: DueNotification,
  settings: AlertSettingsValue,
): Promise<DeliveryResult | string> {
  if (n.channel === 'mail') {
    if (settings.recipients.length === 0) return 'no recipients';
    if (!deps.mailer) return 'no SMTP_URL configured';
    return deps.mailer.send(settings.recipients, mailMessage(n, deps));
  }
  if (!settings.webhookUrl) return 'no webhook URL';
  const now = deps.now();
  const body = formattedWebhookBody(settings.webhookFormat, n, now, deps);
  return postWebhook(settings.webhookUrl, settings.webhookSecret, body, now, deps.allowPrivateWebhooks);
}

/** Quiet until when for this context, or null; an unreadable time zone counts as no quiet hours. */
function quietEnd(deps: SenderDeps, settings: AlertSettingsValue, now: number, contextKey: string): number | null {
  try {
    return quietUntil(settings.quietHours, now);
  } catch (error) {
    deps.log.warn({ err: error, context: contextKey }, 'alerts: quiet hours ignored, their time zone is unknown');
    return null;
  }
}

async function sendOne(deps: SenderDeps, n: DueNotification, settings: AlertSettingsValue): Promise<Outcome> {
  const what = {
    notification: n.id,
    alert: n.alert.uid,
    event: n.event,
    channel: n.channel,
    context: n.alert.contextKey,
  };
  const result = await deliver(deps, n, settings);
  if (typeof result === 'string') {
    await dropNotification(deps.db, n.id, result);
    deps.log.info(what, `alerts: notification dropped (${result})`);
    return 'dropped';
  }
  const tries = n.attempts + 1;
  const at = deps.now();
  const retryAt = result.ok || result.final || tries >= maxAttempts ? null : at + retryDelayMs(tries);
  await recordAttempt(deps.db, n.id, { at, ok: result.ok, detail: result.detail, retryAt });
  if (result.ok) {
    deps.log.info({ ...what, attempt: tries, detail: result.detail }, 'alerts: notification sent');
    return 'sent';
  }
  const next = retryAt === null ? 'given up' : `next try ${new Date(retryAt).toISOString()}`;
  deps.log.warn({ ...what, attempt: tries, detail: result.detail }, `alerts: notification failed, ${next}`);
  return 'failed';
}

/**
 * One round of the sender: the due notifications, each held back in its context's quiet hours,
 * dropped when there is nobody (or nothing) to tell, otherwise sent; a failed try is tried again
 * later, up to `maxAttempts` tries. Sends of one round run side by side, `sendConcurrency` at a time.
 */
export async function sendDueNotifications(deps: SenderDeps): Promise<RoundResult> {
  const now = deps.now();
  const found = await dueNotifications(deps.db, now, sendBatchSize);
  const result: RoundResult = { sent: 0, failed: 0, held: 0, dropped: 0 };
  // Only what this sender claimed: another one may have taken some rows since they were read.
  const claimed = new Set(
    await claimNotifications(
      deps.db,
      found.map((n) => n.id),
      now,
      now + claimLeaseMs,
    ),
  );
  const due = found.filter((n) => claimed.has(n.id));
  if (due.length === 0) return result;
  const settings = await loadAlertSettings(deps.db, [...new Set(due.map((n) => n.alert.contextId))]);
  const held = new Map<number, number[]>();
  const settled = new Set<number>();
  const sends: { n: DueNotification; settings: AlertSettingsValue }[] = [];
  for (const n of due) {
    if (settled.has(n.id)) continue;
    const own = settings.get(n.alert.contextId)!;
    // An opening never tried whose alert has closed meanwhile (met as itself or as its closing):
    // nothing is left to tell on this channel. One already tried may have reached the receiver
    // (a timeout or a 5xx proves nothing), so its closing must follow it: it waits until the opening
    // is sent or given up, as a closing must never come before its opening.
    if (n.alert.state === 'closed' && n.opening?.attempts === 0) {
      const dropped = await dropUntold(deps.db, n.alertId, n.channel, 'alert closed before it was told');
      for (const id of dropped) settled.add(id);
      result.dropped += dropped.length;
      deps.log.info(
        { alert: n.alert.uid, channel: n.channel },
        'alerts: opening and closing dropped, closed before told',
      );
      continue;
    }
    if (n.event === 'closed' && n.opening) {
      // Due again when the opening is tried next, so it does not fill every round meanwhile.
      await holdNotifications(deps.db, [n.id], n.opening.nextAttemptAt);
      deps.log.info({ notification: n.id, alert: n.alert.uid }, 'alerts: closing waits for its opening');
      result.held++;
      continue;
    }
    const until = quietEnd(deps, own, now, n.alert.contextKey);
    if (until !== null) {
      held.set(until, [...(held.get(until) ?? []), n.id]);
      result.held++;
      continue;
    }
    sends.push({ n, settings: own });
  }
  for (const [until, ids] of held) {
    await holdNotifications(deps.db, ids, until);
    deps.log.info({ notifications: ids, until: new Date(until).toISOString() }, 'alerts: held back in quiet hours');
  }
  const outcomes = await mapLimited(sends, sendConcurrency, (s) => sendOne(deps, s.n, s.settings));
  for (const outcome of outcomes) result[outcome]++;
  return result;
}
