import nodemailer from 'nodemailer';
import type { DeliveryResult } from '../http/webhookPost';

/** A plain-text mail: the alerts' notifications and the tokens' expiry reminders alike. */
export interface MailMessage {
  subject: string;
  text: string;
}

export interface Mailer {
  send(to: string[], message: MailMessage): Promise<DeliveryResult>;
  close(): void;
}

/**
 * The URL for nodemailer, and whether it must insist on STARTTLS: an smtp:// URL with credentials
 * would otherwise send them in clear to a server (or a man in the middle) that offers no STARTTLS.
 * `?tls=off` in SMTP_URL allows that for a server that has no TLS at all.
 */
export function smtpOptions(smtpUrl: string): { url: string; requireTLS: boolean } {
  const url = new URL(smtpUrl);
  const tlsOff = url.searchParams.get('tls') === 'off';
  url.searchParams.delete('tls');
  return { url: url.toString(), requireTLS: url.protocol === 'smtp:' && url.username !== '' && !tlsOff };
}

/** Mail through the SMTP server of `SMTP_URL`, one message to all of a context's recipients. `send` never throws. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Nodemailer waits minutes for a silent server by default; a round of the sender should not.
  // One pool for the sender's life: a few connections, kept open across rounds, however many mails
  // a round has; the job closes it when it stops.
  const transport = nodemailer.createTransport({
    ...smtpOptions(smtpUrl),
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(to, message) {
      try {
        const info = await transport.sendMail({ from, to, subject: message.subject, text: message.text });
        const refused = info.rejected.length > 0 ? ` (rejected: ${info.rejected.join(', ')})` : '';
        return { ok: info.accepted.length > 0, detail: `${info.response}${refused}` };
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) };
      }
    },
    close: () => transport.close(),
  };
}
