import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { alertSender } from '../alerts/notify/job';
import { startTestServer, type databaseKinds } from './harness';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Decodes the encoded words nodemailer writes into a header (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** The subject and text of a plain single-part message, as a mail client shows them. */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const body = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a free port that keeps every message it accepts (and refuses them when told). */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  /** While set, every message is refused with a temporary error (452). `connections`: open now, and the most at once. */
  const state = { refusing: false, connections: 0, mostConnections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      state.mostConnections = Math.max(state.mostConnections, state.connections);
      callback();
    },
    onClose() {
      state.connections--;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) return callback(Object.assign(new Error('Mailbox full'), { responseCode: 452 }));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ from, to, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedWebhook {
  body: Record<string, unknown> & { event: string; alert: Record<string, unknown> };
  /** Whether X-Signature is the HMAC of X-Timestamp, a dot and the raw body with the secret. */
  signed: boolean;
  timestamp: string;
}

/**
 * A real HTTP receiver on a free port that checks each request's signature with `secret`, keeps
 * what it got and answers `status` (a test sets it to 500 to make deliveries fail).
 */
export async function startWebhookReceiver(secret: string) {
  const received: ReceivedWebhook[] = [];
  /**
   * `endless`: the reply's body never ends, the receiver writes as fast as the caller takes it;
   * `bodyBytes` counts what it could write of it.
   */
  const state = { status: 204, requests: 0, endless: false, bodyBytes: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-timestamp'] ?? '');
      const signed =
        req.method === 'POST' &&
        req.headers['content-type'] === 'application/json' &&
        req.headers['x-signature'] ===
          `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
      state.requests++;
      if (state.status < 300) received.push({ body: JSON.parse(raw) as ReceivedWebhook['body'], signed, timestamp });
      if (!state.endless) return res.writeHead(state.status).end();
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pour = () => {
        while (!res.destroyed) {
          state.bodyBytes += chunk.length;
          if (!res.write(chunk)) return;
        }
      };
      res.on('drain', pour);
      pour();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/kasse`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The secret the tests' contexts sign their webhooks with. */
export const webhookTestSecret = 'webhook-geheimnis-0123456789';

/**
 * A test server whose alert sender mails to a real SMTP server, and a webhook receiver beside it.
 * The receiver listens on 127.0.0.1, which webhooks may reach only with ALERT_WEBHOOK_ALLOW_PRIVATE.
 */
export async function startNotifyingServer(kind: (typeof databaseKinds)[number], env: Record<string, string> = {}) {
  const smtp = await startSmtpSink();
  const hook = await startWebhookReceiver(webhookTestSecret);
  const server = await startTestServer(kind, {
    env: { SMTP_URL: smtp.url, ALERT_FROM: 'alarm@kasse.example', ALERT_WEBHOOK_ALLOW_PRIVATE: 'true', ...env },
  });
  const sender = alertSender(server.app);
  return {
    server,
    smtp,
    hook,
    sender,
    async close() {
      sender.close();
      await server.close();
      await smtp.close();
      await hook.close();
    },
  };
}

export type Receivers = Awaited<ReturnType<typeof startNotifyingServer>>;
