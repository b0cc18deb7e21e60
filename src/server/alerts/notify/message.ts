import { alertMail } from '../../../shared/texts/alertMail';
import { alertDetailText, rolloutFileOf } from '../../../shared/alerts/alertLabel';
import type { DueNotification } from '../repository/alertNotifications';
import { serverAlertKind } from '../kinds';
import { rolloutUidOf } from '../repository/rolloutSubject';
import { alertNotifyTexts } from '../../../shared/texts/de/alertNotify';
import type { AlertSeverity } from '../../../shared/alerts/alertSeverity';

const t = alertMail;
const n = alertNotifyTexts.alertNotify;
type Alert = DueNotification['alert'];

/**
 * What the alert is about, in a few words: "Filiale 1003 ausgefallen" (its kind's catalogue entry).
 * Also the event webhooks' `subject` of the alert.
 */
export function what(alert: Pick<Alert, 'kind' | 'storeId' | 'storeName' | 'posId' | 'detail'>): string {
  const store = alert.storeId ?? alert.storeName ?? '';
  return serverAlertKind(alert.kind)?.mailWhat(store, alert.posId ?? '', alert.detail) ?? t.otherWhat(store);
}

/**
 * Where the mail links to: a rollout alert to its rollout on the page 'Rollouts' (where it is
 * approved or resumed), every other to the alert itself on the page 'Alarme' (a phone opens it alone).
 */
export function link(alert: Pick<Alert, 'uid' | 'contextKey' | 'subject'>, publicUrl: string): string {
  const context = `contextId=${encodeURIComponent(alert.contextKey)}`;
  const rollout = rolloutUidOf(alert.subject);
  return rollout
    ? `${publicUrl}/frontend/rollouts?${context}&uid=${encodeURIComponent(rollout)}`
    : `${publicUrl}/frontend/alerts?${context}&uid=${encodeURIComponent(alert.uid)}`;
}

export function time(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

export interface MailMessage {
  subject: string;
  text: string;
}

/**
 * The German mail of an opening or closing, with a link to the alerts page when the console's
 * address is known. A reminder or an escalation is the opening's mail with its word before the
 * subject and head, its severity and how long it has been open (`now`).
 */
export function mailMessage(
  notification: Pick<DueNotification, 'event' | 'alert'>,
  options: { timeZone: string; publicUrl: string | undefined; severity?: AlertSeverity; now?: number },
): MailMessage {
  const { alert } = notification;
  if (notification.event === 'reminder' || notification.event === 'escalated') {
    const prefix = notification.event === 'reminder' ? n.mail.reminderPrefix : n.mail.escalationPrefix;
    const opening = mailMessage({ alert, event: 'opened' }, options);
    const minutes = Math.floor(((options.now ?? alert.openedAt) - alert.openedAt) / 60_000);
    const severity = options.severity ? [`${n.severity}: ${n.severities[options.severity]}`] : [];
    const [head, ...rest] = opening.text.split('\n');
    return {
      subject: opening.subject.replace('] ', `] ${prefix}: `),
      text: [`${prefix}: ${head}`, n.mail.openFor(minutes), ...severity, ...rest].join('\n'),
    };
  }
  const event = notification.event;
  const about = what(alert);
  const context = `${alert.contextName} (${alert.contextKey})`;
  const store = [alert.storeId, alert.storeName].filter(Boolean).join(' ');
  const lines = [
    event === 'opened' ? t.headOpened(about) : t.headClosed(about),
    '',
    `${t.context}: ${context}`,
    ...(store ? [`${t.store}: ${store}`] : []),
    ...(alert.posId ? [`${t.register}: ${alert.posId}`] : []),
    `${t.since}: ${time(alert.openedAt, options.timeZone)} (${options.timeZone})`,
    ...(event === 'closed' && alert.closedAt !== null
      ? [`${t.closedAt}: ${time(alert.closedAt, options.timeZone)} (${options.timeZone})`]
      : []),
    ...(alert.detail ? [`${t.detail}: ${alertDetailText(alert)}`] : []),
    ...(options.publicUrl ? ['', `${t.link}: ${link(alert, options.publicUrl)}`] : []),
    '',
    '-- ',
    t.footer,
  ];
  return {
    subject: (event === 'opened' ? t.subjectOpened : t.subjectClosed)(about, alert.contextName),
    text: `${lines.join('\n')}\n`,
  };
}

/** The webhook's JSON body (docs/operations/alerts-and-notifications.md); `severity` as the context's settings give it. */
export function webhookBody(
  notification: Pick<DueNotification, 'event' | 'alert'>,
  sentAt: number,
  severity?: AlertSeverity,
): string {
  const { alert } = notification;
  const rollout = rolloutUidOf(alert.subject);
  return JSON.stringify({
    event: notification.event,
    alert: {
      uid: alert.uid,
      kind: alert.kind,
      ...(severity ? { severity } : {}),
      state: alert.state,
      context: { key: alert.contextKey, name: alert.contextName },
      store: alert.storeId === null && alert.storeName === null ? null : { id: alert.storeId, name: alert.storeName },
      register: alert.posId === null ? null : { posId: alert.posId },
      rollout: rollout === null ? null : { uid: rollout, update: rolloutFileOf(alert.detail) },
      detail: alert.detail,
      openedAt: new Date(alert.openedAt).toISOString(),
      closedAt: alert.closedAt === null ? null : new Date(alert.closedAt).toISOString(),
    },
    sentAt: new Date(sentAt).toISOString(),
  });
}
