import type { Db } from '../platform/db/connection';
import { inTransaction, locksRows } from '../platform/db/transaction';
import {
  endAllSessionsOf,
  rightlessRole,
  setRoleWithoutContexts,
  type RightlessRoleTexts,
} from './repository/withdrawal';
import { contextKeysOf, findUserWithRole } from './repository/users';
import { isLastUserManager, keepingAUserManager } from './rolesLastManager';

// Taking a person's access (issue 44): when the identity provider no longer gives a known user a
// role (a leaver), it keeps no right, no context and no session. Its API tokens are the tokens
// capability's (sso/ revokes them in the same transaction).

/** What a withdrawal changes of a user, named as its `userChanged` entries name them (userAudit.ts). */
export type AccessValues = Record<'role' | 'contexts' | 'allContextsVisible', string | null>;

export interface Withdrawal {
  before: AccessValues;
  /** Equal to `before` when the user kept its role. */
  after: AccessValues;
  /** The ended sessions that were still live, for their audit entries. */
  endedSessions: { uid: string; userAgent: string | null; address: string | null }[];
  /** True when the user was the last person who may manage users and so kept its role. */
  keptRole: boolean;
}

/** The user's role and contexts as userAudit.ts writes them (the audit's module is not imported here: it imports accounts). */
async function accessValues(db: Db, uid: string): Promise<AccessValues> {
  const row = await findUserWithRole(db, uid, locksRows(db));
  if (!row) throw new Error('the user to withdraw vanished');
  const keys = (await contextKeysOf(db, [row.id])).get(row.id) ?? [];
  return {
    role: row.roleName,
    contexts: row.allContextsVisible || keys.length === 0 ? null : [...keys].sort().join(', '),
    allContextsVisible: String(row.allContextsVisible === 1),
  };
}

/**
 * In the caller's transaction (or one of its own): gives the user the built-in role without rights
 * and no visible context, and ends all its sessions. The last person who may manage users keeps its
 * role and contexts (rolesLastManager.ts: else nobody could manage users any more, nor give it
 * back), but its sessions end all the same; a 'Notfallzugang' or `create-admin` then lets someone
 * else take over.
 */
export function withdrawAccess(
  db: Db,
  user: { id: number; uid: string },
  role: RightlessRoleTexts,
  now: number,
): Promise<Withdrawal> {
  return inTransaction(db, async (trx) => {
    const before = await accessValues(trx, user.uid);
    const keptRole = await isLastUserManager(trx, user.id);
    if (!keptRole) {
      const rightless = await rightlessRole(trx, role);
      await keepingAUserManager(trx, (db) => setRoleWithoutContexts(db, user.id, rightless.id));
    }
    const endedSessions = await endAllSessionsOf(trx, user.id, now);
    return { before, after: await accessValues(trx, user.uid), endedSessions, keptRole };
  });
}
