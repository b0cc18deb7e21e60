import type { Db } from '../db/connection';
import { parseJsonArray } from '../db/json';

/** The rights a stored role grants. */
export function rightsOf(role: { rights: string }): string[] {
  return parseJsonArray(role.rights).filter((r): r is string => typeof r === 'string');
}

export function findRoleByUid(db: Db, uid: string) {
  return db.kysely.selectFrom('roles').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function roleRights(db: Db, roleId: number): Promise<string[]> {
  const role = await db.kysely.selectFrom('roles').select('rights').where('id', '=', roleId).executeTakeFirst();
  return role ? rightsOf(role) : [];
}

/** Every role, by name, as the user dialog offers them. */
export function listRoles(db: Db) {
  return db.kysely.selectFrom('roles').select(['uid', 'name', 'description']).orderBy('name').execute();
}
