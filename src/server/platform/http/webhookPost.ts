import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress, RefusedAddress } from '../security/privateAddress';
import { deliveryDetails } from '../../../shared/texts/deliveryMessages';

// The signed POST of a webhook, the alert webhooks' (alerts/notify/) and the event webhooks'
// (webhooks/) alike: one signature scheme, one refusal of private addresses, one timeout.

/** How long a webhook receiver may take to answer before the try counts as failed. */
export const webhookTimeoutMs = 10_000;

export interface DeliveryResult {
  ok: boolean;
  /** What came back: the SMTP server's response, the HTTP status, or the error. */
  detail: string;
  /** A failure that trying again cannot mend (a refused address): the notification fails at once. */
  final?: boolean;
}

/**
 * The signature a receiver checks: HMAC-SHA256 with the webhook secret over the timestamp, a dot
 * and the raw body. Signing the timestamp too lets a receiver refuse an old request sent again.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Whether the request ran out of time. The request's signal (AbortSignal.timeout) fails it with an
 * `AbortError` whose cause is the signal's `TimeoutError`, not with the `TimeoutError` itself.
 */
function timedOut(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = error.cause as { name?: unknown } | undefined;
  return error.name === 'TimeoutError' || (error.name === 'AbortError' && cause?.name === 'TimeoutError');
}

function errorDetail(error: unknown, timeoutMs: number): string {
  if (timedOut(error)) return deliveryDetails.timeout(timeoutMs / 1000);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return deliveryDetails.failed(`${error instanceof Error ? error.message : String(error)}${cause}`);
}

/** A lookup that answers with the one address already checked, however the socket asks. */
function fixedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all)
      (callback as (e: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Sends the request and settles with the reply's status; the reply's body is never read. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: LookupFunction,
  timeoutMs: number,
): Promise<DeliveryResult> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (reply) => {
        // Only the status counts. A receiver could send a body without end, or a huge one;
        // dropping the connection at once costs nothing.
        reply.destroy();
        const status = reply.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, detail: deliveryDetails.status(status) });
      },
    );
    request.on('error', (error) => resolve({ ok: false, detail: errorDetail(error, timeoutMs) }));
    request.end(body);
  });
}

/**
 * POSTs the JSON body to the receiver; any 2xx is a delivery, redirects are not followed. The host's
 * address is checked first and the request goes to exactly that address. Never throws.
 */
export async function postWebhook(
  url: string,
  secret: string | null,
  body: string,
  now: number,
  allowPrivate: boolean,
  /** How long the receiver may take (the tests wait less). */
  timeoutMs = webhookTimeoutMs,
): Promise<DeliveryResult> {
  const timestamp = String(Math.floor(now / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Kassen-Konsole',
    'x-timestamp': timestamp,
  };
  if (secret) headers['x-signature'] = webhookSignature(secret, timestamp, body);
  try {
    const target = new URL(url);
    const { address, family } = await checkedAddress(target.hostname, allowPrivate);
    return await post(target, headers, body, fixedLookup(address, family), timeoutMs);
  } catch (error) {
    if (error instanceof RefusedAddress) return { ok: false, detail: error.message, final: true };
    return { ok: false, detail: errorDetail(error, timeoutMs) };
  }
}
