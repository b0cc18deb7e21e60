import type { Db } from '../../platform/db/connection';
import { parseJsonArray } from '../../platform/db/json';

// The group → role and group → contexts mappings, with their role's name and rights.

export interface MappingRow {
  id: number;
  uid: string;
  group: string;
  roleId: number | null;
  roleUid: string | null;
  roleName: string | null;
  roleRights: string[];
  contextKeys: string[];
  allContexts: boolean;
}

export async function listMappings(db: Db): Promise<MappingRow[]> {
  const rows = await db.kysely
    .selectFrom('ssoMappings')
    .leftJoin('roles', 'roles.id', 'ssoMappings.roleId')
    .select([
      'ssoMappings.id',
      'ssoMappings.uid',
      'ssoMappings.groupName',
      'ssoMappings.roleId',
      'ssoMappings.contextKeys',
      'ssoMappings.allContexts',
      'roles.uid as roleUid',
      'roles.name as roleName',
      'roles.rights as roleRights',
    ])
    .orderBy('ssoMappings.groupName')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    group: row.groupName,
    roleId: row.roleId,
    roleUid: row.roleUid ?? null,
    roleName: row.roleName ?? null,
    roleRights: parseJsonArray(row.roleRights).filter((r): r is string => typeof r === 'string'),
    contextKeys: parseJsonArray(row.contextKeys).filter((k): k is string => typeof k === 'string'),
    allContexts: row.allContexts === 1,
  }));
}

export interface MappingValues {
  group: string;
  roleId: number | null;
  contextKeys: string[];
  allContexts: boolean;
}

export async function insertMapping(db: Db, uid: string, values: MappingValues, now: number): Promise<void> {
  await db.kysely
    .insertInto('ssoMappings')
    .values({
      uid,
      groupName: values.group,
      roleId: values.roleId,
      contextKeys: JSON.stringify(values.contextKeys),
      allContexts: values.allContexts ? 1 : 0,
      createdAt: now,
    })
    .execute();
}

export async function updateMapping(db: Db, uid: string, values: MappingValues): Promise<void> {
  await db.kysely
    .updateTable('ssoMappings')
    .set({
      groupName: values.group,
      roleId: values.roleId,
      contextKeys: JSON.stringify(values.contextKeys),
      allContexts: values.allContexts ? 1 : 0,
    })
    .where('uid', '=', uid)
    .execute();
}

export function deleteMapping(db: Db, uid: string) {
  return db.kysely.deleteFrom('ssoMappings').where('uid', '=', uid).returning(['groupName']).executeTakeFirst();
}

export function roleIdOfUid(db: Db, uid: string) {
  return db.kysely.selectFrom('roles').select(['id', 'name']).where('uid', '=', uid).executeTakeFirst();
}

/** The keys among these that name a context. */
export async function existingContextKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.kysely.selectFrom('contexts').select('key').where('key', 'in', keys).execute();
  return rows.map((r) => r.key);
}
