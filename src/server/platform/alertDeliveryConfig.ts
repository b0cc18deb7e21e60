import type { ConfigEnv } from './configVariables';

/** How alert notifications go out (docs/operations/alerts-and-notifications.md). */
export interface AlertDeliveryConfig {
  /** `smtp://` or `smtps://` URL of the mail server; without it mail notifications are dropped. */
  smtpUrl: string | undefined;
  /** The sender of alert mail, required with `smtpUrl`. */
  from: string | undefined;
  /** The console's address as users open it, for the link in the mail; none without it. */
  publicUrl: string | undefined;
  /** Seconds between the sender's rounds. */
  sendSeconds: number;
  /** Whether webhooks may go to private, loopback and link-local addresses (off: a settings editor could probe the server's network). */
  allowPrivateWebhooks: boolean;
}

type Env = ConfigEnv;

/** The URL as an error message may show it: a password in it (SMTP_URL has one) as ***. */
export function withoutPassword(raw: string): string {
  return raw.replace(/^([^:/?#]*:\/\/[^:/?#@]*:)[^@/?#]*@/, '$1***@');
}

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  const shown = withoutPassword(raw);
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL (${protocols.join(' or ')}), got "${shown}"`);
  }
  if (!protocols.includes(parsed.protocol.slice(0, -1)))
    throw new Error(`${name} must start with ${protocols.map((p) => `${p}://`).join(' or ')}, got "${shown}"`);
  return raw;
}

/** Reads SMTP_URL, ALERT_FROM, PUBLIC_URL, ALERT_SEND_SECONDS and ALERT_WEBHOOK_ALLOW_PRIVATE; a wrong value stops the start. */
export function parseAlertDelivery(env: Env): AlertDeliveryConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.ALERT_FROM?.trim() || undefined;
  const publicUrl = env.PUBLIC_URL?.trim() || undefined;
  const seconds = env.ALERT_SEND_SECONDS?.trim() || '10';
  if (smtpUrl) url('SMTP_URL', smtpUrl, ['smtp', 'smtps']);
  if (smtpUrl && !from) throw new Error('ALERT_FROM must be set when SMTP_URL is (the sender of alert mail)');
  // A bare address or "Name <address>": one @ with something on both sides.
  if (from && !/^[^@<>\s]+@[^@<>\s]+$|<[^@<>\s]+@[^@<>\s]+>$/.test(from))
    throw new Error(`ALERT_FROM must be a mail address such as "Kassen-Konsole <alarm@example.com>", got "${from}"`);
  if (publicUrl) url('PUBLIC_URL', publicUrl, ['http', 'https']);
  const sendSeconds = Number(seconds);
  if (!Number.isInteger(sendSeconds) || sendSeconds <= 0 || sendSeconds > 3600)
    throw new Error(`ALERT_SEND_SECONDS must be a whole number from 1 to 3600, got "${seconds}"`);
  const allowPrivateWebhooks = ['1', 'true', 'yes', 'on'].includes(
    env.ALERT_WEBHOOK_ALLOW_PRIVATE?.trim().toLowerCase() ?? '',
  );
  return { smtpUrl, from, publicUrl: publicUrl?.replace(/\/+$/, ''), sendSeconds, allowPrivateWebhooks };
}
