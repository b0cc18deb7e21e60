import type { Db } from '../platform/db/connection';
import { throttleClientKey } from '../platform/security/clientKey';
import {
  deleteLoginFailure,
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailure,
  loginFailuresByAddress,
  type AddressFailures,
} from './repository/loginFailures';

// The login throttle. Failed logins are counted per account and client address, so whoever guesses
// passwords from one address slows down only himself: a colleague who logs in from elsewhere is
// never refused, and a correct password ends the throttle of its own address only. An IPv6 client
// counts as its /64 network (auth/clientKey.ts), which one customer usually holds whole.
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

/** Since when this address has been waiting (its last failure), or undefined when it need not wait. */
function waitingSince(failures: AddressFailures[], address: string, now: number): number | undefined {
  const accountFailures = failures.reduce((sum, f) => sum + f.count, 0);
  const own = failures.find((f) => f.address === address);
  const until = waitUntil(own, accountFailures);
  return until !== undefined && now < until ? own!.lastAt : undefined;
}

function isWaiting(failures: AddressFailures[], address: string, now: number): boolean {
  return waitingSince(failures, address, now) !== undefined;
}

/** Logins are compared without case, as the user table's uniqueness does. */
const keyOf = (login: string) => login.toLowerCase();

/** A login try recorded before its password is checked. */
export interface LoginAttempt {
  id: number;
  login: string;
  client: string;
}

/**
 * Records the try first, then decides on everything recorded besides it, tries still being checked
 * included, and only then may the password be checked. Of simultaneous tries each is recorded
 * before it decides, so the last to decide sees all the others: from one address no more passwords
 * are checked than the rule allows, however many arrive at once, on however many instances. A
 * refused try is taken back (refused tries do not lengthen the wait), and undefined returned.
 */
export async function startLoginAttempt(
  db: Db,
  login: string,
  address: string,
  now: number,
): Promise<LoginAttempt | undefined> {
  const attempt = { login: keyOf(login), client: throttleClientKey(address) };
  const id = await insertLoginFailure(db, attempt.login, attempt.client, now);
  const failures = await loginFailuresByAddress(db, [attempt.login], now - failureMemoryMs, id);
  if (!isWaiting(failures, attempt.client, now)) return { ...attempt, id };
  await deleteLoginFailure(db, id);
  return undefined;
}

/** A wrong password or token: the recorded try stays as a failure; the expired ones go. */
export async function loginAttemptFailed(db: Db, now: number): Promise<void> {
  await deleteLoginFailuresBefore(db, now - failureMemoryMs);
}

/** A try that was no failure (the password was right, the 2FA token still missing) is taken back. */
export async function withdrawLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await deleteLoginFailure(db, attempt.id);
}

/** After a successful login: this client starts afresh; other clients keep their failures. */
export async function loginAttemptSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await deleteLoginFailures(db, attempt.login, attempt.client);
}

/** The logins (in lower case) that at least one client must wait for now. */
export async function lockedLogins(db: Db, logins: string[], now: number): Promise<Set<string>> {
  const failures = await loginFailuresByAddress(db, [...new Set(logins.map(keyOf))], now - failureMemoryMs);
  const locked = new Set<string>();
  for (const login of new Set(failures.map((f) => f.login))) {
    const own = failures.filter((f) => f.login === login);
    if (own.some((f) => isWaiting(own, f.address, now))) locked.add(login);
  }
  return locked;
}

/**
 * When the wait this address is in for this login began, or undefined when it may try now. Right
 * after a failure that makes it wait, that is the failure's own time: the failure started the wait.
 */
export async function waitStartOf(db: Db, login: string, address: string, now: number): Promise<number | undefined> {
  const failures = await loginFailuresByAddress(db, [keyOf(login)], now - failureMemoryMs);
  return waitingSince(failures, throttleClientKey(address), now);
}

/** An administrator's unlock: every client may try this login again. */
export async function unlockLogin(db: Db, login: string): Promise<void> {
  await deleteLoginFailures(db, keyOf(login));
}
