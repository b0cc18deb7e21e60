import crypto from 'node:crypto';

/** Agents may be this far off the server's clock; older or newer requests are refused as replays. */
export const maxClockSkewSeconds = 300;

/** A nonce: random, 16 to 128 characters of the URL-safe Base64 alphabet. */
const noncePattern = /^[A-Za-z0-9_-]{16,128}$/;

export function isNonce(value: string): boolean {
  return noncePattern.test(value);
}

function sha256Hex(body: string | Buffer): string {
  return crypto.createHash('sha256').update(body).digest('hex');
}

/** Most agent requests are GETs: their empty body's hash is computed once. */
const emptyBodySha256 = sha256Hex('');

function signatureOf(
  secret: string,
  contextKey: string,
  timestamp: string,
  nonce: string,
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
): Buffer {
  const bodyHash = body.length === 0 ? emptyBodySha256 : sha256Hex(body);
  const payload = `${contextKey}\n${timestamp}\n${nonce}\n${method.toUpperCase()}\n${pathWithQuery}\n${bodyHash}`;
  return crypto.createHmac('sha256', secret).update(payload).digest();
}

/**
 * hex(HMAC-SHA256(hashSecret, contextKey + "\n" + timestamp + "\n" + nonce + "\n" + METHOD + "\n" +
 * path + "\n" + sha256hex(body))). The nonce is signed too, so a captured request cannot be sent again
 * under a new one; so is the context, so that where two contexts share a secret a request captured
 * for one is no request of the other.
 */
export function signAgentRequest(
  secret: string,
  contextKey: string,
  timestamp: string,
  nonce: string,
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
): string {
  return signatureOf(secret, contextKey, timestamp, nonce, method, pathWithQuery, body).toString('hex');
}

/**
 * Whether the request was signed with `secret` within the clock window. That its nonce is new is
 * the caller's check (the seen nonces live in the database).
 */
export function verifyAgentSignature(
  secret: string,
  headers: { key: string; timestamp: string; nonce: string; signature: string },
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > maxClockSkewSeconds) return false;
  if (!isNonce(headers.nonce) || !/^[0-9a-f]{64}$/i.test(headers.signature)) return false;
  const expected = signatureOf(secret, headers.key, headers.timestamp, headers.nonce, method, pathWithQuery, body);
  // Compared as bytes (hex of either case decodes alike), in constant time.
  return crypto.timingSafeEqual(expected, Buffer.from(headers.signature, 'hex'));
}

/** The headers an agent sends with a signed request, with a fresh random nonce. */
export function agentHeaders(
  contextKey: string,
  secret: string,
  method: string,
  pathWithQuery: string,
  body: string | Buffer,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  const nonce = crypto.randomBytes(18).toString('base64url');
  return {
    'x-context': contextKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signAgentRequest(secret, contextKey, timestamp, nonce, method, pathWithQuery, body),
  };
}
