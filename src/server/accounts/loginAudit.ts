import type { FastifyRequest } from 'fastify';
import { loginAttemptFailed, waitStartOf } from './lockout';
import type { Db } from '../platform/db/connection';
import type { UserRow } from '../platform/db/schema';
import { lockoutRecordedSince } from './repository/auditLoginLocks';
import { findUserByLogin } from './repository/users';
import { audited, fullName, type RecordAudit } from '../audit';

// The audit entries of logins. Nobody is logged in yet, so the entries name their actor themselves;
// logins belong to no context.

type Account = Pick<UserRow, 'id' | 'login' | 'firstName' | 'lastName'>;

export function actorOf(user: Account) {
  return { id: user.id, login: user.login, name: fullName(user) };
}

/** Who tried to log in: the login as typed, and the account's id and name when there is one. */
function triedAs(login: string, user: Account | undefined) {
  return { id: user?.id ?? null, login, name: user ? fullName(user) : null };
}

/**
 * Records that this address must wait before its next try of this login, once per wait: a wait
 * begins with the failure that causes it, so an entry since then means this wait is recorded
 * already. Each refused try during the wait would otherwise add one, and a script that keeps
 * trying would flood the log with them. The check reads the log itself, so it holds across
 * instances and restarts without state of its own; two refusals at the very same moment may still
 * both write one, which a later try then sees.
 */
async function recordLockout(
  db: Db,
  record: RecordAudit,
  request: FastifyRequest,
  actor: ReturnType<typeof triedAs>,
  now: number,
) {
  const since = await waitStartOf(db, actor.login, request.ip, now);
  if (since === undefined || (await lockoutRecordedSince(db, actor.login, request.ip, since))) return;
  record({ action: 'loginLocked', context: null, actor });
}

/** A try refused because its address must still wait. */
export function auditRefusedLogin(request: FastifyRequest, login: string, now: number): Promise<void> {
  return audited(request, async (db, record) => {
    const actor = triedAs(login, await findUserByLogin(db, login));
    await recordLockout(db, record, request, actor, now);
  });
}

/**
 * A wrong password, unknown login or wrong 2FA code: the failure stays counted and is recorded in
 * one transaction, as is the wait it may start. The login is kept as it was typed.
 */
export function auditFailedLogin(
  request: FastifyRequest,
  login: string,
  user: Account | undefined,
  now: number,
): Promise<void> {
  return audited(request, async (db, record) => {
    await loginAttemptFailed(db, now);
    const actor = triedAs(login, user);
    record({ action: 'loginFailed', context: null, actor });
    await recordLockout(db, record, request, actor, now);
  });
}
