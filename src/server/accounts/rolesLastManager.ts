import type { Db } from '../platform/db/connection';
import { inTransaction } from '../platform/db/transaction';
import { lockRoles, rightsOfHeldRoles } from './repository/roles';

// The last user manager (issue 32): whatever takes USERS_CHANGE away from people (a user's new role,
// a role that loses the right, a deleted user) runs through `keepingAUserManager`, the one place
// that refuses it when afterwards nobody could manage users any more.

/** The right that lets a person manage users; nobody can hand it back once the last holder is gone. */
export const managingRight = 'USERS_CHANGE';

/** Thrown inside the change's transaction, which rolls the change back; the handler answers 409. */
export class LastUserManagerError extends Error {
  constructor() {
    super('the change would leave no person holding USERS_CHANGE');
  }
}

async function someoneManagesUsers(db: Db, exceptUserId?: number): Promise<boolean> {
  return (await rightsOfHeldRoles(db, exceptUserId)).some((rights) => rights.includes(managingRight));
}

/**
 * Whether the user is the last person who may manage users, read with the roles locked to the end
 * of the caller's transaction. Only for a change that must still happen in part when the rule
 * refuses the rest (a leaver's sessions end even when its role must stay, ./withdrawal.ts); the
 * change itself still runs through `keepingAUserManager`.
 */
export async function isLastUserManager(db: Db, userId: number): Promise<boolean> {
  await lockRoles(db);
  return (await someoneManagesUsers(db)) && !(await someoneManagesUsers(db, userId));
}

/**
 * Runs `change` in the caller's transaction (or one of its own) and throws LastUserManagerError when
 * it left no person with USERS_CHANGE where there was one before. Checking after the change, not
 * predicting it, keeps the rule in one place for every kind of change; the roles' rows stay locked
 * meanwhile, so two concurrent changes that would each remove one of the last two managers cannot
 * both see the other's manager still there.
 */
export function keepingAUserManager<T>(db: Db, change: (db: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockRoles(trx);
    const before = await someoneManagesUsers(trx);
    const result = await change(trx);
    if (before && !(await someoneManagesUsers(trx))) throw new LastUserManagerError();
    return result;
  });
}
