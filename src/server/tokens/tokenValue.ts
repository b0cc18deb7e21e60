import crypto from 'node:crypto';

// An API token is `kk_` and 8 random base62 characters (its prefix: unique, shown in lists, how a call
// finds its row), then `_` and 40 random base62 characters (about 238 bits). The database keeps only a
// keyed hash of the whole token, so neither a copy of the table nor the log opens anything.

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const prefixLength = 8;
const secretLength = 40;
/** What the server accepts: room for longer secrets later, but nothing unbounded reaches the hash. */
const tokenPattern = /^(kk_[A-Za-z0-9]{8})_[A-Za-z0-9]{32,100}$/;

/** Uniform base62: a byte is used only below 248 (4 × 62), so no character is likelier than another. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

export function newTokenValue(): { token: string; prefix: string } {
  const prefix = `kk_${randomBase62(prefixLength)}`;
  return { token: `${prefix}_${randomBase62(secretLength)}`, prefix };
}

/** The prefix of a well-formed token, or undefined for anything else (which then matches no row). */
export function prefixOf(token: string): string | undefined {
  return tokenPattern.exec(token)?.[1];
}

/**
 * The key of the tokens' hashes, derived from the session secret (so no new secret to configure, and
 * a hash of a token is never a hash of a session id). Every instance shares the secret, so the key.
 */
export function tokenHashKey(sessionSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', sessionSecret, 'kassen-konsole', 'api-token-hash', 32));
}

export function tokenHash(key: Buffer, token: string): string {
  return crypto.createHmac('sha256', key).update(token).digest('hex');
}

/** Whether the token hashes to the stored hash; compared in constant time. */
export function tokenMatches(key: Buffer, token: string, storedHash: string): boolean {
  const given = Buffer.from(tokenHash(key, token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** The token of an `Authorization: Bearer …` header; undefined when the header is not a bearer one. */
export function bearerOf(authorization: string | undefined): string | undefined {
  if (!authorization || !/^bearer(\s|$)/i.test(authorization)) return undefined;
  return authorization.slice(6).trim();
}
