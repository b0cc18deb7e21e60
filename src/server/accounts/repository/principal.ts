import type { Db } from '../../platform/db/connection';
import { parseJsonArray } from '../../platform/db/json';
import type { Principal } from '../../platform/principal';
import { allRights } from '../../../shared/rights';

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | undefined> {
  const user = await db.kysely.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const role = await db.kysely
    .selectFrom('roles')
    .select(['name', 'rights'])
    .where('id', '=', user.roleId)
    .executeTakeFirst();
  const rights = parseJsonArray(role?.rights).filter((r): r is string => typeof r === 'string');
  let query = db.kysely.selectFrom('contexts').selectAll('contexts').orderBy('contexts.key');
  if (!user.allContextsVisible) {
    query = query
      .innerJoin('userContexts', 'userContexts.contextId', 'contexts.id')
      .where('userContexts.userId', '=', user.id);
  }
  const contexts = await query.execute();
  return {
    user,
    roleName: role?.name ?? '',
    rights,
    isAdmin: allRights.every((r) => rights.includes(r)),
    contexts,
  };
}
