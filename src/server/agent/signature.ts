import crypto from 'node:crypto';

/** Agents may be this far off the server's clock; older or newer requests are refused as replays. */
const maxClockSkewSeconds = 300;

function sha256Hex(body: string | Buffer): string {
  return crypto.createHash('sha256').update(body).digest('hex');
}

/** hex(HMAC-SHA256(hashSecret, timestamp + "\n" + METHOD + "\n" + path + "\n" + sha256hex(body))) */
export function signAgentRequest(
  secret: string,
  timestamp: string,
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
): string {
  const payload = `${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n${sha256Hex(body)}`;
  return crypto.createHmac('sha256', secret).update(payload).digest('hex');
}

export function verifyAgentSignature(
  secret: string,
  headers: { timestamp: string; signature: string },
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > maxClockSkewSeconds) return false;
  if (!/^[0-9a-f]{64}$/i.test(headers.signature)) return false;
  const expected = Buffer.from(signAgentRequest(secret, headers.timestamp, method, pathWithQuery, body), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(headers.signature.toLowerCase(), 'hex'));
}

/** The headers an agent sends with a signed request. */
export function agentHeaders(
  contextKey: string,
  secret: string,
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  return {
    'x-context': contextKey,
    'x-timestamp': timestamp,
    'x-signature': signAgentRequest(secret, timestamp, method, pathWithQuery, body),
  };
}
