import type { Db } from '../connection';

// A tenant's rule over the users' tables that two capabilities apply: accounts (the users list) and
// the audit log (whose entries of users it lists). It lives below both, so neither imports the other.

/**
 * The users a caller who does not see every context may see, given the contexts it sees: only
 * users who see no context beyond those (the others belong to other tenants) and who do not see
 * every context themselves. The users list and the audit log share this rule; select the column
 * you need from it.
 */
export function usersSeenWithin(db: Db, contextIds: number[]) {
  return db.kysely
    .selectFrom('users')
    .where('users.allContextsVisible', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('userContexts')
            .select('userContexts.userId')
            .whereRef('userContexts.userId', '=', 'users.id')
            .$if(contextIds.length > 0, (q) => q.where('userContexts.contextId', 'not in', contextIds)),
        ),
      ),
    );
}
