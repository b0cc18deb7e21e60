import type { components } from '../../shared/generated/contract';
import { webhookMessages as t } from '../../shared/texts/webhookMessages';
import { isPrivateHost } from '../platform/security/privateAddress';

// The subscription form's checks beyond the contract's (which has already checked lengths, the
// event types and that there is at least one): the URL's scheme and host, the secret's presence.

type WebhookForm = components['schemas']['WebhookForm'];

/** The most subscriptions one context may have: each event is sent to every one of them. */
export const maxSubscriptionsPerContext = 20;

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * The German problems of the form; `stored` is the subscription it changes (none for a new one).
 * `allowPrivate` (ALERT_WEBHOOK_ALLOW_PRIVATE) lets a webhook point at the server's own network.
 */
export function webhookFormProblems(
  form: WebhookForm,
  stored: { url: string } | undefined,
  allowPrivate: boolean,
): string[] {
  const problems: string[] = [];
  const url = parsed(form.url.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) problems.push(t.urlInvalid);
  else {
    // A password in the URL would be shown to everyone who reads the list and the audit log.
    if (url.username || url.password) problems.push(t.urlCredentials);
    if (!allowPrivate && isPrivateHost(url.hostname)) problems.push(t.urlPrivate);
  }
  if (form.events.length === 0) problems.push(t.eventsEmpty);
  if (new Set(form.events).size !== form.events.length) problems.push(t.eventsTwice);
  const secret = form.secret ?? null;
  if (secret !== null && secret.trim() === '') problems.push(t.secretBlank);
  if (!stored && secret === null) problems.push(t.secretRequired);
  // The stored secret was given to the old receiver; kept for another host it would sign for
  // whoever runs that one, so a subscription moved elsewhere needs a new secret.
  const storedHost = parsed(stored?.url ?? '')?.host.toLowerCase();
  if (stored && secret === null && url && storedHost !== url.host.toLowerCase()) problems.push(t.newHost);
  return problems;
}
