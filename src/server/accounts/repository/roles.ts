import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';
import { parseJsonArray } from '../../platform/db/json';

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

/** The id of the role with this name, created with these rights when there is none. */
export async function ensureRole(db: Db, role: { name: string; description: string; rights: readonly string[] }) {
  const found = await db.kysely.selectFrom('roles').select('id').where('name', '=', role.name).executeTakeFirst();
  if (found) return found.id;
  const created = await db.kysely
    .insertInto('roles')
    .values({ uid: newUid(), name: role.name, description: role.description, rights: JSON.stringify(role.rights) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
