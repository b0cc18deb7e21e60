import crypto from 'node:crypto';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries this bearer token. Both are compared as digests of one
 * length in constant time, so neither the time taken nor an early mismatch tells how much was right.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  return crypto.timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
}
