import { alertMail } from '../../../shared/texts/alertMail';
import { alertNotifyTexts } from '../../../shared/texts/de/alertNotify';
import type { DueNotification } from '../repository/alertNotifications';
import type { MailMessage } from './message';

// One message for a mass outage (issue 33): the store-down alerts of one context that are told at
// once, as one mail and one webhook, instead of one per store. Openings, closings, reminders and
// escalations of such a group are summarised alike.

const t = alertNotifyTexts.alertNotify.mail;
const prefix = {
  reminder: alertNotifyTexts.alertNotify.mail.reminderPrefix,
  escalated: alertNotifyTexts.alertNotify.mail.escalationPrefix,
};

export type SummaryGroup = Pick<DueNotification, 'event' | 'alert'>[];

function time(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

const storeOf = (a: DueNotification['alert']) => [a.storeId, a.storeName].filter(Boolean).join(' ');

/** "30 Filialen offline in NORDMARKT" (or "wieder online" for closings). */
export function summaryWhat(group: SummaryGroup): string {
  const { event, alert } = group[0]!;
  return (event === 'closed' ? t.summaryClosed : t.summaryOpened)(group.length, alert.contextKey);
}

/** The summary's German mail: its head, then each store with since when it is down (or when it came back). */
export function summaryMail(
  group: SummaryGroup,
  options: { timeZone: string; publicUrl: string | undefined; storeCount: number },
): MailMessage {
  const { event, alert: first } = group[0]!;
  const about = summaryWhat(group);
  const word = event === 'reminder' || event === 'escalated' ? `${prefix[event]}: ` : '';
  const sorted = [...group].sort((a, b) => (a.alert.storeId ?? '').localeCompare(b.alert.storeId ?? '', 'de'));
  const share = options.storeCount > 0 ? Math.round((group.length / options.storeCount) * 100) : 100;
  const lines = [
    `${word}${event === 'closed' ? alertMail.headClosed(about) : alertMail.headOpened(about)}`,
    '',
    `${alertMail.context}: ${first.contextName} (${first.contextKey})`,
    event === 'closed' ? t.summaryHeadClosed(group.length) : t.summaryHead(group.length, share),
    ...sorted.map(({ alert }) =>
      event === 'closed' && alert.closedAt !== null
        ? t.summaryStoreClosed(storeOf(alert), time(alert.closedAt, options.timeZone))
        : t.summaryStore(storeOf(alert), time(alert.openedAt, options.timeZone)),
    ),
    ...(options.publicUrl
      ? [
          '',
          `${alertMail.link}: ${options.publicUrl}/frontend/alerts?contextId=${encodeURIComponent(first.contextKey)}`,
        ]
      : []),
    '',
    '-- ',
    alertMail.footer,
  ];
  const subject = (event === 'closed' ? alertMail.subjectClosed : alertMail.subjectOpened)(about, first.contextName);
  return { subject: subject.replace('] ', `] ${word}`), text: `${lines.join('\n')}\n` };
}

/**
 * The summary's webhook body: `event` as a single alert's, and `summary` in place of `alert`: the
 * kind, the context, how many, and each alert as a single alert's webhook names it.
 */
export function summaryWebhookBody(group: SummaryGroup, sentAt: number): string {
  const { event, alert: first } = group[0]!;
  return JSON.stringify({
    event,
    summary: {
      kind: first.kind,
      text: summaryWhat(group),
      context: { key: first.contextKey, name: first.contextName },
      count: group.length,
      alerts: group.map(({ alert }) => ({
        uid: alert.uid,
        state: alert.state,
        store: { id: alert.storeId, name: alert.storeName },
        openedAt: new Date(alert.openedAt).toISOString(),
        closedAt: alert.closedAt === null ? null : new Date(alert.closedAt).toISOString(),
      })),
    },
    sentAt: new Date(sentAt).toISOString(),
  });
}
