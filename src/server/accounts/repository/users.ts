import { inTransaction } from '../../platform/db/transaction';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { UserRow } from '../../platform/db/schema';
import { newUid } from '../../platform/ids';
import type { operations } from '../../../shared/generated/contract';
import { likePattern } from '../../platform/db/search';
import { deleteSessionsOf } from './sessions';
import { usersSeenWithin } from '../../platform/db/repository/usersSeenWithin';
import type { Principal } from '../../platform/principal';

type UsersQuery = NonNullable<operations['getUsers']['parameters']['query']>;
export type UserWithRole = UserRow & { roleUid: string; roleName: string };

// Service accounts are rows of `users` too (kind 'service'), but no persons: the users list, the
// user dialog's calls, the login and the lockout find persons only. Only the uniqueness of a login
// (`userIdWithLogin`) and the principal of a token's holder look at every row.

/** Only persons, never service accounts. */
const persons = 'person' as const;

export function findUserByUid(db: Db, uid: string) {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('uid', '=', uid)
    .where('kind', '=', persons)
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', id).where('kind', '=', persons).executeTakeFirst();
}

/**
 * A login compared as the unique index `users_login_lower` (migration 0024) folds it: by the
 * database's lower(), on both sides, so a query and the index never disagree about a case.
 */
export const sameLogin = (login: string) => sql<boolean>`lower(login) = lower(cast(${login} as text))`;

/**
 * The person who logs in with this login, whatever its case (logins are unique ignoring case); a
 * service account's name finds nobody.
 */
export function findUserByLogin(db: Db, login: string) {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where(sameLogin(login))
    .where('kind', '=', persons)
    .executeTakeFirst();
}

/** A user with its role; with `forUpdate` the user's row (not the role's) stays locked (see `locksRows`). */
export function findUserWithRole(db: Db, uid: string, forUpdate = false): Promise<UserWithRole | undefined> {
  return db.kysely
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .selectAll('users')
    .select(['roles.uid as roleUid', 'roles.name as roleName'])
    .where('users.uid', '=', uid)
    .where('users.kind', '=', persons)
    .$if(forUpdate, (q) => q.forUpdate('users'))
    .executeTakeFirst();
}

/** The keys of the contexts each user sees by choice, in key order. */
export async function contextKeysOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const keys = new Map<number, string[]>();
  if (userIds.length === 0) return keys;
  const rows = await db.kysely
    .selectFrom('userContexts')
    .innerJoin('contexts', 'contexts.id', 'userContexts.contextId')
    .select(['userContexts.userId', 'contexts.key'])
    .where('userContexts.userId', 'in', userIds)
    .orderBy('contexts.key')
    .execute();
  for (const row of rows) keys.set(row.userId, [...(keys.get(row.userId) ?? []), row.key]);
  return keys;
}

/** One page of the users the principal may see, and how many there are in all. */
export async function listUsers(db: Db, principal: Principal, options: UsersQuery) {
  const { sortBy = 'login', sortDirection = 'asc', page = 1, size = 10, filter } = options;
  let query = db.kysely
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .where('users.kind', '=', persons);
  if (!principal.user.allContextsVisible) {
    const visible = principal.contexts.map((c) => c.id);
    query = query.where('users.id', 'in', usersSeenWithin(db, visible).select('users.id'));
  }
  const term = filter?.trim();
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) =>
      eb.or(
        (['users.login', 'users.lastName', 'users.firstName', 'users.email', 'roles.name'] as const).map(
          (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const sortColumn = sortBy === 'roleName' ? 'roles.name' : (`users.${sortBy}` as const);
  const direction = sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const rows: UserWithRole[] = await query
    .selectAll('users')
    .select(['roles.uid as roleUid', 'roles.name as roleName'])
    .orderBy(sql`lower(coalesce(${sql.ref(sortColumn)}, '')) ${direction}`)
    .orderBy('users.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { rows, total: Number(total) };
}

/** The id of the user or service account holding this login, whatever its case: logins are unique among both. */
export async function userIdWithLogin(db: Db, login: string): Promise<number | undefined> {
  const row = await db.kysely.selectFrom('users').select('id').where(sameLogin(login)).executeTakeFirst();
  return row?.id;
}

/**
 * Deletes a person with its sessions and contexts (its tokens go by the foreign key's cascade); the
 * service accounts it owned stay, without an owner. False when it was gone already.
 */
export async function deleteUser(db: Db, userId: number): Promise<boolean> {
  return inTransaction(db, async ({ kysely: trx }) => {
    await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
    await trx.deleteFrom('userContexts').where('userId', '=', userId).execute();
    const result = await trx
      .deleteFrom('users')
      .where('id', '=', userId)
      .where('kind', '=', persons)
      .executeTakeFirst();
    await trx.updateTable('users').set({ ownerUserId: null }).where('ownerUserId', '=', userId).execute();
    return Number(result.numDeletedRows) > 0;
  });
}

export interface UserValues {
  login: string;
  lastName: string;
  firstName: string;
  email: string | null;
  roleId: number;
  allContextsVisible: number;
  twoFactorEnabled: number;
  twoFactorSeed: string | null;
  twoFactorLastStep?: number | null;
  passwordHash?: string;
  /** 'Notfallzugang' (sso/); undefined keeps the stored one. */
  emergencyAccess?: number;
}

/**
 * A change of a user's password or 2FA ends the user's sessions: all of them, or (`keep`, the
 * session's hash) all but the session that made the change.
 */
export interface EndSessions {
  keep: string | null;
}

/**
 * Stores a new user (without `existing`) or changes one, with the contexts it sees, in one
 * transaction; returns its uid. A clashing login surfaces as the database's unique violation.
 * `endSessions` ends the changed user's sessions in the same transaction.
 */
export async function saveUser(
  db: Db,
  existing: UserRow | undefined,
  values: UserValues,
  contextIds: number[],
  now: number,
  endSessions?: EndSessions,
): Promise<string> {
  return inTransaction(db, async ({ kysely: trx }) => {
    let id: number;
    let uid: string;
    if (existing) {
      await trx.updateTable('users').set(values).where('id', '=', existing.id).execute();
      if (endSessions) await deleteSessionsOf(trx, existing.id, endSessions.keep);
      ({ id, uid } = existing);
    } else {
      uid = newUid();
      const row = await trx
        .insertInto('users')
        .values({
          ...values,
          uid,
          passwordHash: values.passwordHash!,
          twoFactorLastStep: values.twoFactorLastStep ?? null,
          columnFilters: '[]',
          columnWidths: '[]',
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await trx.deleteFrom('userContexts').where('userId', '=', id).execute();
    if (contextIds.length > 0) {
      await trx
        .insertInto('userContexts')
        .values(contextIds.map((contextId) => ({ userId: id, contextId })))
        .execute();
    }
    return uid;
  });
}

type TableSettings = Partial<Pick<UserRow, 'columnFilters' | 'columnWidths'>>;

/** Changes the table settings a user keeps for itself: column filters and widths. */
export async function updateTableSettings(db: Db, userId: number, settings: TableSettings): Promise<void> {
  await db.kysely.updateTable('users').set(settings).where('id', '=', userId).execute();
}

type Credentials = Partial<Pick<UserRow, 'passwordHash' | 'twoFactorEnabled' | 'twoFactorSeed' | 'twoFactorLastStep'>>;

/**
 * Changes a user's password or 2FA and ends its sessions in the same transaction, so no session
 * opened with the old credentials lives on (but the one `endSessions` keeps).
 */
export async function changeCredentials(
  db: Db,
  userId: number,
  credentials: Credentials,
  endSessions: EndSessions,
): Promise<void> {
  await inTransaction(db, async ({ kysely: trx }) => {
    await trx.updateTable('users').set(credentials).where('id', '=', userId).execute();
    await deleteSessionsOf(trx, userId, endSessions.keep);
  });
}

/**
 * Accepts a 2FA time step for a login, once: the conditional update fails when this step or a later
 * one was already used, even when two logins race with the same code.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('users')
    .set({ twoFactorLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('twoFactorLastStep', 'is', null), eb('twoFactorLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
