import type { Db } from '../../platform/db/connection';
import { parseJsonArray } from '../../platform/db/json';
import { locksRows } from '../../platform/db/transaction';

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

function mappingsQuery(db: Db) {
  return db.kysely
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
    ]);
}

type StoredMapping = Awaited<ReturnType<ReturnType<typeof mappingsQuery>['executeTakeFirstOrThrow']>>;

function rowOf(row: StoredMapping): MappingRow {
  return {
    id: row.id,
    uid: row.uid,
    group: row.groupName,
    roleId: row.roleId,
    roleUid: row.roleUid ?? null,
    roleName: row.roleName ?? null,
    roleRights: parseJsonArray(row.roleRights).filter((r): r is string => typeof r === 'string'),
    contextKeys: parseJsonArray(row.contextKeys).filter((k): k is string => typeof k === 'string'),
    allContexts: row.allContexts === 1,
  };
}

export async function listMappings(db: Db): Promise<MappingRow[]> {
  return (await mappingsQuery(db).orderBy('ssoMappings.groupName').execute()).map(rowOf);
}

/**
 * The mapping of this uid, read to be changed or deleted: its row stays locked to the end of the
 * transaction (PostgreSQL), so the rules judge the values the change replaces, not older ones.
 */
export async function mappingToChange(db: Db, uid: string): Promise<MappingRow | undefined> {
  const row = await mappingsQuery(db)
    .where('ssoMappings.uid', '=', uid)
    .$if(locksRows(db), (q) => q.forUpdate('ssoMappings'))
    .executeTakeFirst();
  return row && rowOf(row);
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

/** The role of this uid with the rights it gives, or undefined. */
export async function roleOfUid(db: Db, uid: string) {
  const row = await db.kysely
    .selectFrom('roles')
    .select(['id', 'name', 'rights'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) return undefined;
  const rights = parseJsonArray(row.rights).filter((r): r is string => typeof r === 'string');
  return { id: row.id, name: row.name, rights };
}

/** The keys among these that name a context. */
export async function existingContextKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.kysely.selectFrom('contexts').select('key').where('key', 'in', keys).execute();
  return rows.map((r) => r.key);
}
