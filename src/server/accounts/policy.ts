import type { Db } from '../platform/db/connection';
import type { UserRow } from '../platform/db/schema';
import { roleRights } from './repository/roles';
import { contextKeysOf } from './repository/users';
import { hasRights } from '../../shared/rights';
import type { Principal } from '../platform/principal';

// Which accounts a user administrator may read and change. USERS and USERS_CHANGE open the calls;
// these rules keep one tenant's administrator away from accounts that reach further than its own.

/**
 * A user administrator may only manage accounts that hold no right it lacks (else it could delete,
 * demote or read the 2FA seed of a stronger administrator), and, when it sees only some contexts,
 * accounts that see no more than it does (else it could read or widen what another tenant sees).
 */
export async function mayManage(db: Db, principal: Principal, target: UserRow): Promise<boolean> {
  if (!hasRights(principal.rights, await roleRights(db, target.roleId))) return false;
  if (principal.user.allContextsVisible) return true;
  if (target.allContextsVisible) return false;
  const keys = (await contextKeysOf(db, [target.id])).get(target.id) ?? [];
  return keys.every((key) => principal.contexts.some((c) => c.key === key));
}

/** The own account, or with USERS_CHANGE any account the caller may manage. */
export async function mayTouch(db: Db, principal: Principal, target: UserRow): Promise<boolean> {
  if (target.id === principal.user.id) return true;
  return mayChangeOthers(principal) && mayManage(db, principal, target);
}

export function mayChangeOthers(principal: Principal): boolean {
  return hasRights(principal.rights, ['USERS_CHANGE']);
}

/** Nobody hands out rights it does not hold itself. */
export function mayGrantRights(principal: Principal, rights: readonly string[]): boolean {
  return hasRights(principal.rights, rights);
}

/** Nobody hands out contexts it does not see itself, nor "all contexts" unless it sees them all. */
export function mayGrantContexts(principal: Principal, allContextsVisible: boolean, contextKeys: string[]): boolean {
  if (principal.user.allContextsVisible) return true;
  return !allContextsVisible && contextKeys.every((key) => principal.contexts.some((c) => c.key === key));
}
