import { summaryMail, summaryWebhookBody, type SummaryGroup } from '../summaryMessage';
import { alertIntegrationTexts } from '../../../../shared/texts/de/alertIntegrations';
import { slackEscape, teamsMessage, type FormatOptions, type WebhookFormat } from './index';

// A mass outage's summary in the chosen webhook format: Slack and Teams get the summary mail's
// head, its list of stores and a button to the context's alerts; signed JSON the console's own.

const t = alertIntegrationTexts.alertIntegrations;

/** The mail's head line, its lines between head and link (the stores), and the link, if any. */
function summaryParts(group: SummaryGroup, options: FormatOptions & { storeCount: number }) {
  const lines = summaryMail(group, options).text.split('\n');
  const end = lines.indexOf('', 2);
  const body = lines.slice(2, end === -1 ? undefined : end);
  const first = group[0]!.alert;
  const url = options.publicUrl
    ? `${options.publicUrl.replace(/\/+$/, '')}/frontend/alerts?contextId=${encodeURIComponent(first.contextKey)}`
    : undefined;
  return { head: lines[0]!, body, url };
}

/** The body a summary's webhook posts, in the context's format. */
export function formattedSummaryBody(
  format: WebhookFormat | undefined,
  group: SummaryGroup,
  sentAt: number,
  options: FormatOptions & { storeCount: number },
): string {
  if (format !== 'slack' && format !== 'teams') return summaryWebhookBody(group, sentAt);
  const { head, body, url } = summaryParts(group, options);
  if (format === 'slack') {
    return JSON.stringify({
      text: slackEscape(head),
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: head.slice(0, 150), emoji: false } },
        // A section's text holds at most 3,000 characters; the mail keeps the whole list.
        { type: 'section', text: { type: 'mrkdwn', text: slackEscape(body.join('\n')).slice(0, 3000) } },
        ...(url
          ? [{ type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: t.openAll }, url }] }]
          : []),
      ],
    });
  }
  const lines = body.map((line) => ({ type: 'TextBlock', text: line, wrap: true, spacing: 'None' }));
  return JSON.stringify(teamsMessage(head, group[0]!.event === 'closed', lines, { title: t.openAll, url }));
}
