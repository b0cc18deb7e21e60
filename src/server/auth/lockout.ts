import type { Db } from '../db/connection';
import {
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailure,
  loginFailuresByAddress,
  type AddressFailures,
} from '../repositories/loginFailures';

// The login throttle. Failed logins are counted per account and client address, so whoever guesses
// passwords from one address slows down only himself: a colleague who logs in from elsewhere is
// never refused, and a correct password ends the throttle of its own address only.
//
// From one address, five failures for an account within the hour are free. Each further failure
// makes that address wait before its next try: 1 minute after the fifth, 2 after the sixth, then 4,
// 8, and at most 15 minutes, so the refusal's "in 15 Minuten" is always enough. While it waits, even
// the correct password is refused (or guessing would merely go on without an answer). An address
// thus gets about a dozen guesses an hour. Failures are forgotten after an hour, and an
// administrator may clear them all at once (unlock).
//
// Against guessing spread over many addresses: when an account has had 50 failures within the hour
// (far more than one address can reach under its own throttle), every address waits after its
// first failure instead of its fifth. That never refuses an address which has not failed itself, so
// even such an attack cannot lock out a colleague who types the right password.

const minute = 60_000;
const failureMemoryMs = 60 * minute;
const freeTries = 5;
const firstDelayMs = minute;
const maxDelayMs = 15 * minute;
const attackedAccountFailures = 50;

/** Until when an address with these failures must wait, or undefined when it need not. */
function waitUntil(own: AddressFailures | undefined, accountFailures: number): number | undefined {
  if (!own) return undefined;
  const free = accountFailures >= attackedAccountFailures ? 1 : freeTries;
  if (own.count < free) return undefined;
  return own.lastAt + Math.min(firstDelayMs * 2 ** (own.count - free), maxDelayMs);
}

function isWaiting(failures: AddressFailures[], address: string, now: number): boolean {
  const accountFailures = failures.reduce((sum, f) => sum + f.count, 0);
  const until = waitUntil(
    failures.find((f) => f.address === address),
    accountFailures,
  );
  return until !== undefined && now < until;
}

/** Logins are compared without case, as the user table's uniqueness does. */
const keyOf = (login: string) => login.toLowerCase();

/** Whether this address must wait before it may try this login again. */
export async function isThrottled(db: Db, login: string, address: string, now: number): Promise<boolean> {
  const failures = await loginFailuresByAddress(db, [keyOf(login)], now - failureMemoryMs);
  return isWaiting(failures, address, now);
}

/** The logins (in lower case) that at least one address must wait for now. */
export async function lockedLogins(db: Db, logins: string[], now: number): Promise<Set<string>> {
  const failures = await loginFailuresByAddress(db, [...new Set(logins.map(keyOf))], now - failureMemoryMs);
  const locked = new Set<string>();
  for (const login of new Set(failures.map((f) => f.login))) {
    const own = failures.filter((f) => f.login === login);
    if (own.some((f) => isWaiting(own, f.address, now))) locked.add(login);
  }
  return locked;
}

export async function recordFailure(db: Db, login: string, address: string, now: number): Promise<void> {
  await insertLoginFailure(db, keyOf(login), address, now);
  await deleteLoginFailuresBefore(db, now - failureMemoryMs);
}

/** After a successful login: this address starts afresh; other addresses keep their failures. */
export async function clearFailures(db: Db, login: string, address: string): Promise<void> {
  await deleteLoginFailures(db, keyOf(login), address);
}

/** An administrator's unlock: every address may try this login again. */
export async function unlockLogin(db: Db, login: string): Promise<void> {
  await deleteLoginFailures(db, keyOf(login));
}
