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
import type { Mailer } from '../../platform/mail/smtpMailer';
import { mailMessage, type MailMessage } from './message';
import { summaryMail } from './summaryMessage';
import { formattedWebhookBody, type WebhookFormat } from './formats';
import { webhookTarget } from './webhookTarget';
import { formattedSummaryBody } from './formats/summary';
import { groupMassOutages, type Send } from './summary';
import { heldAlerts } from './holds';
import { dueStoreDownIds } from '../repository/notifyPlanning';
import type { AlertKind } from '../settings';
import { alertSeverityOf, type AlertSeverity } from '../../../shared/alerts/alertSeverity';
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

/**
 * The severity of the alert's kind in its context (a kind this version does not know: a warning),
 * raised to its stage's (a TSE's certificate 7 days before its end: critical).
 */
export function severityOf(n: DueNotification, settings: AlertSettingsValue): AlertSeverity {
  return alertSeverityOf(
    n.alert.kind,
    n.alert.subject,
    settings.notify.severities[n.alert.kind as AlertKind] ?? 'warning',
  );
}

/**
 * What goes out in one try: one notification, or the mass outage's summary of several (of one
 * context, channel and event), each of which records the try.
 */
interface Unit {
  rows: DueNotification[];
  settings: AlertSettingsValue;
  mail: () => MailMessage;
  body: (sentAt: number, format: WebhookFormat) => string;
}

function singleUnit(deps: SenderDeps, { n, settings }: Send): Unit {
  const severity = severityOf(n, settings);
  return {
    rows: [n],
    settings,
    mail: () => mailMessage(n, { timeZone: deps.timeZone, publicUrl: deps.publicUrl, severity, now: deps.now() }),
    body: (sentAt, format) => formattedWebhookBody(format, n, sentAt, { ...deps, severity }),
  };
}

function summaryUnit(deps: SenderDeps, group: Send[], storeCount: number): Unit {
  const rows = group.map((s) => s.n);
  return {
    rows,
    settings: group[0]!.settings,
    mail: () => summaryMail(rows, { timeZone: deps.timeZone, publicUrl: deps.publicUrl, storeCount }),
    body: (sentAt, format) => formattedSummaryBody(format, rows, sentAt, { ...deps, storeCount }),
  };
}

async function deliver(deps: SenderDeps, unit: Unit): Promise<DeliveryResult | string> {
  const { channel, event } = unit.rows[0]!;
  const { settings } = unit;
  // An escalation goes to the escalation list, everything else to the context's recipients.
  const escalation = event === 'escalated' ? settings.notify.escalation : undefined;
  if (channel === 'mail') {
    const recipients = escalation ? escalation.recipients : settings.recipients;
    if (recipients.length === 0) return 'no recipients';
    if (!deps.mailer) return 'no SMTP_URL configured';
    return deps.mailer.send(recipients, unit.mail());
  }
  const target = webhookTarget(settings, escalation !== undefined);
  if (!target) return 'no webhook URL';
  const now = deps.now();
  return postWebhook(target.url, target.secret, unit.body(now, target.format), now, deps.allowPrivateWebhooks);
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

async function sendOne(deps: SenderDeps, unit: Unit): Promise<Outcome[]> {
  const first = unit.rows[0]!;
  const what = {
    notifications: unit.rows.map((n) => n.id),
    alerts: unit.rows.map((n) => n.alert.uid),
    event: first.event,
    channel: first.channel,
    context: first.alert.contextKey,
  };
  const result = await deliver(deps, unit);
  if (typeof result === 'string') {
    for (const n of unit.rows) await dropNotification(deps.db, n.id, result);
    deps.log.info(what, `alerts: notification dropped (${result})`);
    return unit.rows.map(() => 'dropped');
  }
  // The rows of a summary were due together; they are tried again together.
  const tries = Math.max(...unit.rows.map((n) => n.attempts)) + 1;
  const at = deps.now();
  const retryAt = result.ok || result.final || tries >= maxAttempts ? null : at + retryDelayMs(tries);
  for (const n of unit.rows) await recordAttempt(deps.db, n.id, { at, ok: result.ok, detail: result.detail, retryAt });
  if (result.ok) {
    deps.log.info({ ...what, attempt: tries, detail: result.detail }, 'alerts: notification sent');
    return unit.rows.map(() => 'sent');
  }
  const next = retryAt === null ? 'given up' : `next try ${new Date(retryAt).toISOString()}`;
  deps.log.warn({ ...what, attempt: tries, detail: result.detail }, `alerts: notification failed, ${next}`);
  return unit.rows.map(() => 'failed');
}

/**
 * The due notifications of this round: the oldest `sendBatchSize`, and every other due one of a
 * store-down alert of the contexts met (a mass outage is summarised whole, not in batches), those
 * this sender could claim.
 */
async function claimDue(
  deps: SenderDeps,
  now: number,
): Promise<{ due: DueNotification[]; settings: Map<number, AlertSettingsValue> }> {
  const found = await dueNotifications(deps.db, now, sendBatchSize);
  const settings = await loadAlertSettings(deps.db, [...new Set(found.map((n) => n.alert.contextId))]);
  const summarised = (n: DueNotification) =>
    n.alert.kind === 'storeDown' && settings.get(n.alert.contextId)!.notify.massOutage.enabled;
  const storeDownContexts = [...new Set(found.filter(summarised).map((n) => n.alert.contextId))];
  const known = new Set(found.map((n) => n.id));
  const more = (await dueStoreDownIds(deps.db, storeDownContexts, now)).filter((id) => !known.has(id));
  const all = [...found, ...(await dueNotifications(deps.db, now, 0, more))];
  // Only what this sender claimed: another one may have taken some rows since they were read.
  const claimed = new Set(
    await claimNotifications(
      deps.db,
      all.map((n) => n.id),
      now,
      now + claimLeaseMs,
    ),
  );
  return { due: all.filter((n) => claimed.has(n.id)), settings };
}

/**
 * One round of the sender: the due notifications, each held back in its context's quiet hours
 * (a critical one not, when the context says so) or while a hold (maintenance) holds its alert,
 * dropped when there is nobody (or nothing) to tell, otherwise sent, a mass outage's as one
 * summary; a failed try is tried again later, up to `maxAttempts` tries. Sends of one round run
 * side by side, `sendConcurrency` at a time.
 */
export async function sendDueNotifications(deps: SenderDeps): Promise<RoundResult> {
  const now = deps.now();
  const result: RoundResult = { sent: 0, failed: 0, held: 0, dropped: 0 };
  const { due, settings } = await claimDue(deps, now);
  if (due.length === 0) return result;
  const held = new Map<number, number[]>();
  const settled = new Set<number>();
  const sends: Send[] = [];
  const holds = await heldAlerts(deps.db, due, now);
  const hold = (until: number, id: number) => held.set(until, [...(held.get(until) ?? []), id]);
  for (const n of due) {
    if (settled.has(n.id)) continue;
    const own = settings.get(n.alert.contextId)!;
    // A reminder or escalation is over once its alert is acknowledged or closed.
    if ((n.event === 'reminder' || n.event === 'escalated') && n.alert.state !== 'open') {
      await dropNotification(deps.db, n.id, `alert ${n.alert.state}`);
      result.dropped++;
      continue;
    }
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
    const holdEnd = holds.get(n.alertId);
    if (holdEnd !== undefined) {
      hold(holdEnd, n.id);
      result.held++;
      continue;
    }
    if (n.event !== 'opened' && n.opening) {
      // Due again when the opening is tried next, so it does not fill every round meanwhile.
      await holdNotifications(deps.db, [n.id], n.opening.nextAttemptAt);
      deps.log.info({ notification: n.id, alert: n.alert.uid }, 'alerts: closing waits for its opening');
      result.held++;
      continue;
    }
    // The context may let its critical alerts through quiet hours (their reminders too).
    const urgent = own.notify.criticalInQuietHours && severityOf(n, own) === 'critical';
    const until = urgent ? null : quietEnd(deps, own, now, n.alert.contextKey);
    if (until !== null) {
      hold(until, n.id);
      result.held++;
      continue;
    }
    sends.push({ n, settings: own });
  }
  for (const [until, ids] of held) {
    await holdNotifications(deps.db, ids, until);
    deps.log.info({ notifications: ids, until: new Date(until).toISOString() }, 'alerts: held back in quiet hours');
  }
  const grouped = await groupMassOutages(deps.db, sends, now);
  const units = [
    ...grouped.summaries.map((g) => summaryUnit(deps, g, grouped.storeCounts.get(g[0]!.n.alert.contextId) ?? 0)),
    ...grouped.singles.map((s) => singleUnit(deps, s)),
  ];
  const outcomes = await mapLimited(units, sendConcurrency, (unit) => sendOne(deps, unit));
  for (const outcome of outcomes.flat()) result[outcome]++;
  return result;
}
