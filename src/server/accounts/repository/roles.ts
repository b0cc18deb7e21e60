import type { Db } from '../../platform/db/connection';
import { newUid } from '../../platform/ids';
import { parseJsonArray } from '../../platform/db/json';
import { locksRows } from '../../platform/db/transaction';
import { sql } from 'kysely';

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

/** The id of the role with this name, created (built in: it comes from the code) with these rights when there is none. */
export async function ensureRole(db: Db, role: { name: string; description: string; rights: readonly string[] }) {
  const found = await db.kysely.selectFrom('roles').select('id').where('name', '=', role.name).executeTakeFirst();
  if (found) return found.id;
  const created = await db.kysely
    .insertInto('roles')
    .values({
      uid: newUid(),
      name: role.name,
      description: role.description,
      rights: JSON.stringify(role.rights),
      builtin: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Every role with how many accounts (persons and service accounts) hold it, by name. */
export async function listRolesWithUse(db: Db) {
  const rows = await db.kysely
    .selectFrom('roles')
    .leftJoin('users', 'users.roleId', 'roles.id')
    .select(['roles.uid', 'roles.name', 'roles.description', 'roles.rights', 'roles.builtin'])
    .select((eb) => eb.fn.count<number>('users.id').as('userCount'))
    .groupBy(['roles.id', 'roles.uid', 'roles.name', 'roles.description', 'roles.rights', 'roles.builtin'])
    .orderBy('roles.name')
    .execute();
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

/** How many accounts (persons and service accounts) hold the role: a role still held cannot go. */
export async function holdersOf(db: Db, roleId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roleId', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The identity provider's group mappings that give the role (sso/): a role they name is in use too,
 * or deleting it would quietly turn those groups' next logins into refusals.
 */
export async function mappingsGiving(db: Db, roleId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('ssoMappings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roleId', '=', roleId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The accounts (persons and service accounts) holding the role. */
export function holdersList(db: Db, roleId: number) {
  return db.kysely.selectFrom('users').selectAll().where('roleId', '=', roleId).execute();
}

/** The id of the role with this name, whatever its case. */
export async function roleIdWithName(db: Db, name: string): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('roles')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
  return row?.id;
}

export interface RoleValues {
  name: string;
  description: string;
  rights: readonly string[];
}

/** Stores a new custom role or changes one; returns its uid. A clashing name surfaces as a unique violation. */
export async function saveCustomRole(db: Db, existing: { id: number; uid: string } | undefined, values: RoleValues) {
  const row = { name: values.name, description: values.description, rights: JSON.stringify(values.rights) };
  if (existing) {
    await db.kysely.updateTable('roles').set(row).where('id', '=', existing.id).where('builtin', '=', 0).execute();
    return existing.uid;
  }
  const uid = newUid();
  await db.kysely
    .insertInto('roles')
    .values({ ...row, uid, builtin: 0 })
    .execute();
  return uid;
}

/** Deletes a custom role; false when it was gone already (or is built in). */
export async function deleteCustomRole(db: Db, roleId: number): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('roles')
    .where('id', '=', roleId)
    .where('builtin', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The rights of every role some person holds, once per role (service accounts do not count); with
 * `exceptUserId`, as if that person held none.
 */
export async function rightsOfHeldRoles(db: Db, exceptUserId?: number): Promise<string[][]> {
  const rows = await db.kysely
    .selectFrom('roles')
    .select('rights')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.roleId', '=', 'roles.id')
          .where('users.kind', '=', 'person')
          .$if(exceptUserId !== undefined, (q) => q.where('users.id', '!=', exceptUserId!)),
      ),
    )
    .execute();
  return rows.map(rightsOf);
}

/**
 * Locks every role's row to the end of the transaction (PostgreSQL; SQLite runs one transaction at a
 * time): changes that could take away who manages users wait for each other, so each one's later
 * reads see what the one before committed.
 */
export async function lockRoles(db: Db): Promise<void> {
  if (locksRows(db)) await db.kysely.selectFrom('roles').select('id').forUpdate().execute();
}
