import type { DueNotification } from '../../repository/alertNotifications';
import { alertDetailText } from '../../../../shared/alerts/alertLabel';
import { alertMail } from '../../../../shared/texts/alertMail';
import { alertIntegrationTexts } from '../../../../shared/texts/de/alertIntegrations';
import { alertNotifyTexts } from '../../../../shared/texts/de/alertNotify';
import type { components } from '../../../../shared/generated/contract';
import { link, webhookBody, what } from '../message';
import type { AlertSeverity } from '../../../../shared/alerts/alertSeverity';

// The alert webhook's body in the format its context chose: the console's own signed JSON
// (message.ts, unchanged), a Slack incoming webhook's message, or a Microsoft Teams message with an
// Adaptive Card (what both Teams' incoming webhooks and its workflows take). Slack and Teams show
// the same facts as the mail, in German, with a button that opens the alert itself.

export type WebhookFormat = components['schemas']['AlertWebhookFormat'];
export const webhookFormats: readonly WebhookFormat[] = ['signedJson', 'slack', 'teams'];

const m = alertMail;
const t = alertIntegrationTexts.alertIntegrations;

export interface FormatOptions {
  /** The zone of the times shown. */
  timeZone: string;
  /** The console's address; without it there is no button. */
  publicUrl: string | undefined;
  /** The alert's severity in its context, shown as the first fact. */
  severity?: AlertSeverity;
}

type Notification = Pick<DueNotification, 'event' | 'alert'>;

interface Fact {
  title: string;
  value: string;
}

function time(at: number, timeZone: string): string {
  const shown = new Intl.DateTimeFormat('de-DE', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return `${shown} (${timeZone})`;
}

const prefix = {
  reminder: alertNotifyTexts.alertNotify.mail.reminderPrefix,
  escalated: alertNotifyTexts.alertNotify.mail.escalationPrefix,
};

/** As the mail's head: a reminder or escalation is the opening's head with its word before it. */
function headline(n: Notification): string {
  if (n.event === 'reminder' || n.event === 'escalated') return `${prefix[n.event]}: ${m.headOpened(what(n.alert))}`;
  return n.event === 'opened' ? m.headOpened(what(n.alert)) : m.headClosed(what(n.alert));
}

/** The mail's lines as title and value: context, store, register, since, closed, detail. */
function facts(n: Notification, options: FormatOptions): Fact[] {
  const { alert } = n;
  const store = [alert.storeId, alert.storeName].filter(Boolean).join(' ');
  return [
    ...(options.severity
      ? [
          {
            title: alertNotifyTexts.alertNotify.severity,
            value: alertNotifyTexts.alertNotify.severities[options.severity],
          },
        ]
      : []),
    { title: m.context, value: `${alert.contextName} (${alert.contextKey})` },
    ...(store ? [{ title: m.store, value: store }] : []),
    ...(alert.posId ? [{ title: m.register, value: alert.posId }] : []),
    { title: m.since, value: time(alert.openedAt, options.timeZone) },
    ...(n.event === 'closed' && alert.closedAt !== null
      ? [{ title: m.closedAt, value: time(alert.closedAt, options.timeZone) }]
      : []),
    ...(alert.detail ? [{ title: m.detail, value: alertDetailText(alert) }] : []),
  ];
}

const alertLink = (n: Notification, options: FormatOptions) =>
  options.publicUrl ? link(n.alert, options.publicUrl.replace(/\/+$/, '')) : undefined;

/** Slack's mrkdwn treats these three as markup; a store name may hold them. */
export const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Slack incoming webhook's message: the text for the notification, blocks for the channel. */
export function slackBody(n: Notification, options: FormatOptions): Record<string, unknown> {
  const head = headline(n);
  const url = alertLink(n, options);
  return {
    text: slackEscape(`${head} (${n.alert.contextName})`),
    blocks: [
      // Slack cuts a header at 150 characters and refuses a longer one.
      { type: 'header', text: { type: 'plain_text', text: head.slice(0, 150), emoji: false } },
      {
        type: 'section',
        fields: facts(n, options).map((f) => ({ type: 'mrkdwn', text: `*${f.title}*\n${slackEscape(f.value)}` })),
      },
      ...(url
        ? [{ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: t.open }, url }] }]
        : []),
    ],
  };
}

/**
 * A Teams message with one Adaptive Card (schema 1.4): the headline (green for a closing, else the
 * card's attention colour), the blocks below it, and a button when there is somewhere to go.
 */
export function teamsMessage(
  head: string,
  closed: boolean,
  blocks: Record<string, unknown>[],
  button: { title: string; url: string | undefined },
): Record<string, unknown> {
  const card = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body: [
      {
        type: 'TextBlock',
        text: head,
        weight: 'Bolder',
        size: 'Medium',
        wrap: true,
        color: closed ? 'Good' : 'Attention',
      },
      ...blocks,
    ],
    ...(button.url ? { actions: [{ type: 'Action.OpenUrl', title: button.title, url: button.url }] } : {}),
  };
  return {
    type: 'message',
    attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card }],
  };
}

/** A Teams message for one alert: headline, the facts, a button to the alert. */
export function teamsBody(n: Notification, options: FormatOptions): Record<string, unknown> {
  return teamsMessage(headline(n), n.event === 'closed', [{ type: 'FactSet', facts: facts(n, options) }], {
    title: t.open,
    url: alertLink(n, options),
  });
}

/** The body the alert webhook posts, in the context's format. */
export function formattedWebhookBody(
  format: WebhookFormat | undefined,
  n: Notification,
  sentAt: number,
  options: FormatOptions,
): string {
  if (format === 'slack') return JSON.stringify(slackBody(n, options));
  if (format === 'teams') return JSON.stringify(teamsBody(n, options));
  return webhookBody(n, sentAt, options.severity);
}
