import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { newUid } from '../../platform/ids';

// Service accounts are rows of `users` with kind 'service' (migration 0014): login and last name are
// the account's name, no first name, no password ('' matches none), no 2FA. Their tokens go with
// them (the foreign key of api_tokens cascades).

const service = 'service' as const;

export type ServiceAccountRow = UserRow & { roleUid: string; roleName: string };

/** Every service account with its role, its owner's login and name, and its tokens that still work. */
export function listServiceAccounts(db: Db, now: number) {
  return db.kysely
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .leftJoin('users as owner', 'owner.id', 'users.ownerUserId')
    .selectAll('users')
    .select(['roles.uid as roleUid', 'roles.name as roleName', 'roles.rights as roleRights'])
    .select(['owner.login as ownerLogin', 'owner.firstName as ownerFirstName', 'owner.lastName as ownerLastName'])
    .select((eb) =>
      eb
        .selectFrom('apiTokens')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('apiTokens.holderUserId', '=', 'users.id')
        .where('apiTokens.revokedAt', 'is', null)
        .where((w) => w.or([w('apiTokens.expiresAt', 'is', null), w('apiTokens.expiresAt', '>', now)]))
        .as('tokenCount'),
    )
    .where('users.kind', '=', service)
    .orderBy(sql`lower(${sql.ref('users.login')})`)
    .orderBy('users.id')
    .execute();
}

/** A service account with its role; with `forUpdate` its row stays locked (see `locksRows`). */
export function findServiceAccount(db: Db, uid: string, forUpdate = false): Promise<ServiceAccountRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .selectAll('users')
    .select(['roles.uid as roleUid', 'roles.name as roleName'])
    .where('users.uid', '=', uid)
    .where('users.kind', '=', service)
    .$if(forUpdate, (q) => q.forUpdate('users'))
    .executeTakeFirst();
}

/** What the dialog sets of a service account. */
export interface ServiceAccountValues {
  name: string;
  purpose: string;
  roleId: number;
  allContextsVisible: number;
}

async function setContexts(db: Db, userId: number, contextIds: number[]): Promise<void> {
  await db.kysely.deleteFrom('userContexts').where('userId', '=', userId).execute();
  if (contextIds.length === 0) return;
  await db.kysely
    .insertInto('userContexts')
    .values(contextIds.map((contextId) => ({ userId, contextId })))
    .execute();
}

/** Stores a new service account owned by `ownerUserId`; returns its uid. A taken name surfaces as the unique violation. */
export function insertServiceAccount(
  db: Db,
  values: ServiceAccountValues,
  contextIds: number[],
  ownerUserId: number,
  now: number,
): Promise<string> {
  return inTransaction(db, async (trx) => {
    const uid = newUid();
    const row = await trx.kysely
      .insertInto('users')
      .values({
        uid,
        kind: service,
        login: values.name,
        lastName: values.name,
        firstName: '',
        email: null,
        passwordHash: '',
        purpose: values.purpose,
        ownerUserId,
        roleId: values.roleId,
        allContextsVisible: values.allContextsVisible,
        twoFactorEnabled: 0,
        twoFactorSeed: null,
        twoFactorLastStep: null,
        columnFilters: '[]',
        columnWidths: '[]',
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setContexts(trx, row.id, contextIds);
    return uid;
  });
}

/** Changes a service account's name, purpose, role and contexts (its owner stays). */
export function updateServiceAccount(
  db: Db,
  id: number,
  values: ServiceAccountValues,
  contextIds: number[],
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.kysely
      .updateTable('users')
      .set({
        login: values.name,
        lastName: values.name,
        purpose: values.purpose,
        roleId: values.roleId,
        allContextsVisible: values.allContextsVisible,
      })
      .where('id', '=', id)
      .where('kind', '=', service)
      .execute();
    await setContexts(trx, id, contextIds);
  });
}

/**
 * Deletes a service account with its contexts and (by the cascade) its tokens; accounts it created
 * itself lose their owner. False when it was gone already.
 */
export function deleteServiceAccount(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async ({ kysely: trx }) => {
    await trx.deleteFrom('userContexts').where('userId', '=', id).execute();
    const result = await trx.deleteFrom('users').where('id', '=', id).where('kind', '=', service).executeTakeFirst();
    await trx.updateTable('users').set({ ownerUserId: null }).where('ownerUserId', '=', id).execute();
    return Number(result.numDeletedRows) > 0;
  });
}
