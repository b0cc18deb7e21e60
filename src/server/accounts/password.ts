import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N=2^15, r=8 needs 32 MiB; maxmem must allow it or node refuses.
let defaults = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };

/**
 * For the server tests only (test/harness.ts calls it; the server never does): new hashes with
 * N = 2^10 instead of 2^15. Hashing and checking passwords was most of the CPU time of the
 * login-heavy test files (a quarter of it left); what the tests assert does not depend on N: who may
 * log in, the lock-outs, the `scrypt$N$r$p$…` form (password.test.ts holds the server's N apart).
 */
export function cheaperPasswordHashesForTests(): void {
  defaults = { ...defaults, N: 2 ** 10 };
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const { N, r, p, keylen } = defaults;
  const hash = await scrypt(password, salt, keylen, { N, r, p, maxmem: 128 * N * r * 2 });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: 128 * N * R * 2,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash that matches nothing, compared against when the login is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
