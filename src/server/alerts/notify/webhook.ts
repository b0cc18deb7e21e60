import crypto from 'node:crypto';

/** How long a webhook receiver may take to answer before the try counts as failed. */
export const webhookTimeoutMs = 10_000;

export interface DeliveryResult {
  ok: boolean;
  /** What came back: the SMTP server's response, the HTTP status, or the error. */
  detail: string;
}

/**
 * The signature a receiver checks: HMAC-SHA256 with the webhook secret over the timestamp, a dot
 * and the raw body. Signing the timestamp too lets a receiver refuse an old request sent again.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** POSTs the JSON body to the receiver; any 2xx is a delivery. Never throws. */
export async function postWebhook(
  url: string,
  secret: string | null,
  body: string,
  now: number,
): Promise<DeliveryResult> {
  const timestamp = String(Math.floor(now / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Kassen-Konsole',
    'x-timestamp': timestamp,
  };
  if (secret) headers['x-signature'] = webhookSignature(secret, timestamp, body);
  try {
    const reply = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(webhookTimeoutMs),
    });
    // Only the status counts. The body is never read: a receiver could send one without end, or a
    // huge one; cancelling it frees the connection at once.
    await reply.body?.cancel().catch(() => undefined);
    return { ok: reply.status >= 200 && reply.status < 300, detail: `HTTP ${reply.status}` };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { ok: false, detail: `${error instanceof Error ? error.message : String(error)}${cause}` };
  }
}
