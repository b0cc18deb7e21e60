import type { AlertSettingsValue } from '../settings';
import type { WebhookFormat } from './formats';

// Where a notification's webhook goes, in which format, signed with what. The escalation list's
// webhook has no format or secret of its own: on the alert webhook's host it takes both (another
// Slack channel, another path of the same receiver); on any other host it gets the console's own
// JSON unsigned, since the context's secret was given to the alert webhook's receiver alone and a
// request signed with it could be replayed to that receiver by whoever runs the other host.

export interface WebhookTarget {
  url: string;
  format: WebhookFormat;
  secret: string | null;
}

function hostOf(url: string | null): string | undefined {
  try {
    return url ? new URL(url).host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** The target of a notification; an escalation's when `escalated`. Null without an address. */
export function webhookTarget(settings: AlertSettingsValue, escalated: boolean): WebhookTarget | null {
  if (!escalated) {
    if (!settings.webhookUrl) return null;
    return { url: settings.webhookUrl, format: settings.webhookFormat, secret: settings.webhookSecret };
  }
  const url = settings.notify.escalation.webhookUrl;
  if (!url) return null;
  const sameHost = hostOf(url) !== undefined && hostOf(url) === hostOf(settings.webhookUrl);
  return sameHost
    ? { url, format: settings.webhookFormat, secret: settings.webhookSecret }
    : { url, format: 'signedJson', secret: null };
}
