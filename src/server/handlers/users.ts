import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { qrCodeDataUrl, verifiedSeedsOf } from '../admin/twoFactor';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { sessionCookie } from '../auth/sessions';
import { newTotpSeed, verifyTotp } from '../auth/totp';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { parseJsonArray } from '../db/json';
import type { UserRow } from '../db/schema';
import { newUid } from '../fleet/ids';
import type { components } from '../generated/api';
import { messages } from '../../shared/texts/serverMessages';
import { hasAllRights } from '../security/rules';
import { principalOf, type Handlers } from '../types';
import { badRequest, conflict, forbidden, notFound } from './replies';

type User = components['schemas']['User'];
type UserForm = components['schemas']['UserForm'];

const minLogin = 3;
const minPassword = 8;
// Field names as the user dialog labels them (spec 5, generic field messages).
const label = {
  login: 'Benutzername',
  lastName: 'Nachname',
  firstName: 'Vorname',
  email: 'E-Mail',
  password: 'Passwort',
  role: 'Rolle',
};
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `%` and `_` of a search term match themselves. */
export function likePattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function contextKeysOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
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

function userJson(row: UserRow & { roleUid: string; roleName: string }, contextKeys: string[]): User {
  return {
    uid: row.uid,
    login: row.login,
    lastName: row.lastName,
    firstName: row.firstName,
    email: row.email,
    role: row.roleUid,
    roleName: row.roleName,
    visibleContextIds: row.allContextsVisible ? [] : contextKeys,
    allContextsVisible: row.allContextsVisible === 1,
    use2FA: row.twoFactorEnabled === 1,
  };
}

function usersWithRoles(db: Db) {
  return db.kysely
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .selectAll('users')
    .select(['roles.uid as roleUid', 'roles.name as roleName']);
}

/**
 * A user administrator who sees only some contexts may only manage users who see no more than it:
 * otherwise it could read or widen what another account sees.
 */
async function mayManage(db: Db, principal: Principal, target: UserRow): Promise<boolean> {
  // Nor may it touch an account holding rights it lacks (delete, demote or read the 2FA seed of a
  // stronger administrator).
  const role = await db.kysely.selectFrom('roles').select('rights').where('id', '=', target.roleId).executeTakeFirst();
  const targetRights = parseJsonArray(role?.rights).filter((r): r is string => typeof r === 'string');
  if (!hasAllRights(principal.rights, targetRights)) return false;
  if (principal.user.allContextsVisible) return true;
  if (target.allContextsVisible) return false;
  const keys = (await contextKeysOf(db, [target.id])).get(target.id) ?? [];
  return keys.every((key) => principal.contexts.some((c) => c.key === key));
}

/** The own account, or with USERS_CHANGE any account the caller may manage. */
async function mayTouch(db: Db, principal: Principal, target: UserRow): Promise<boolean> {
  if (target.id === principal.user.id) return true;
  return hasAllRights(principal.rights, ['USERS_CHANGE']) && mayManage(db, principal, target);
}

function sessionKey(request: FastifyRequest): string {
  return request.cookies[sessionCookie] ?? '';
}

function formErrors(form: UserForm, isNew: boolean): string[] {
  const errors: string[] = [];
  const required = (field: keyof typeof label, value: string | null | undefined, min: number) => {
    const text = (value ?? '').trim();
    if (!text) errors.push(messages.fieldRequired(label[field]));
    else if (text.length < min) errors.push(messages.fieldMin(label[field], min));
  };
  required('login', form.login, minLogin);
  required('lastName', form.lastName, 1);
  required('firstName', form.firstName, 1);
  const email = (form.email ?? '').trim();
  if (email && !emailPattern.test(email)) errors.push(messages.fieldEmail(label.email));
  if (!form.role.trim()) errors.push(messages.fieldRequired(label.role));
  const password = form.password ?? '';
  if (isNew && !password) errors.push(messages.fieldRequired(label.password));
  else if (password && password.length < minPassword) errors.push(messages.fieldMin(label.password, minPassword));
  return errors;
}

export const userHandlers = {
  async getUsers(request) {
    const { db } = request.server;
    const principal = principalOf(request);
    const { sortBy = 'login', sortDirection = 'asc', page = 1, size = 10, filter } = request.query;
    let query = db.kysely.selectFrom('users').innerJoin('roles', 'roles.id', 'users.roleId');
    if (!principal.user.allContextsVisible) {
      // Only users who see no context beyond the caller's: the others belong to other tenants.
      const visible = principal.contexts.map((c) => c.id);
      query = query.where('users.allContextsVisible', '=', 0).where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('userContexts')
              .select('userContexts.userId')
              .whereRef('userContexts.userId', '=', 'users.id')
              .$if(visible.length > 0, (q) => q.where('userContexts.contextId', 'not in', visible)),
          ),
        ),
      );
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
    const rows = await query
      .selectAll('users')
      .select(['roles.uid as roleUid', 'roles.name as roleName'])
      .orderBy(sql`lower(coalesce(${sql.ref(sortColumn)}, '')) ${direction}`)
      .orderBy('users.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const keys = await contextKeysOf(
      db,
      rows.map((r) => r.id),
    );
    const roles = await db.kysely.selectFrom('roles').select(['uid', 'name', 'description']).orderBy('name').execute();
    return {
      users: rows.map((row) => userJson(row, keys.get(row.id) ?? [])),
      total: Number(total),
      contexts: principal.contexts.map((c) => ({ key: c.key, name: c.name })),
      roles: roles.map((r) => ({ value: r.uid, name: r.name, description: r.description })),
    };
  },

  async getUser(request, reply) {
    const { db } = request.server;
    const { uid } = request.params;
    const row = await usersWithRoles(db).where('users.uid', '=', uid).executeTakeFirst();
    if (!row) return notFound(reply);
    if (!(await mayManage(db, principalOf(request), row))) return forbidden(reply);
    const keys = await contextKeysOf(db, [row.id]);
    return userJson(row, keys.get(row.id) ?? []);
  },

  async deleteUser(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const { uid } = request.params;
    const row = await db.kysely.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    if (!row) return notFound(reply);
    if (row.id === principal.user.id) return badRequest(reply, messages.userDeleteSelf);
    if (!(await mayManage(db, principal, row))) return forbidden(reply);
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('userId', '=', row.id).execute();
      await trx.deleteFrom('userContexts').where('userId', '=', row.id).execute();
      await trx.deleteFrom('users').where('id', '=', row.id).execute();
    });
    return { ok: true };
  },

  async saveUser(request, reply) {
    const app = request.server;
    const { db } = app;
    const principal = principalOf(request);
    const form = request.body;
    const existing = form.uid
      ? await db.kysely.selectFrom('users').selectAll().where('uid', '=', form.uid).executeTakeFirst()
      : undefined;
    if (form.uid && !existing) return notFound(reply);
    const errors = formErrors(form, !existing);
    if (errors.length > 0) return badRequest(reply, errors.join('\n'));
    if (existing && !(await mayManage(db, principal, existing))) return forbidden(reply);

    const role = await db.kysely.selectFrom('roles').selectAll().where('uid', '=', form.role).executeTakeFirst();
    if (!role) return badRequest(reply, messages.unknownRole);
    // Nobody hands out rights or contexts it does not hold itself.
    const roleRights = parseJsonArray(role.rights).filter((r): r is string => typeof r === 'string');
    if (!hasAllRights(principal.rights, roleRights)) return forbidden(reply);
    if (form.allContextsVisible && !principal.user.allContextsVisible) return forbidden(reply);
    const contextKeys = form.allContextsVisible ? [] : [...new Set(form.visibleContextIds)];
    const contexts =
      contextKeys.length === 0
        ? []
        : await db.kysely.selectFrom('contexts').select(['id', 'key']).where('key', 'in', contextKeys).execute();
    const unknown = contextKeys.filter((key) => !contexts.some((c) => c.key === key));
    if (unknown.length > 0) return badRequest(reply, `${messages.unknownContexts} ${unknown.join(', ')}`);
    if (!principal.user.allContextsVisible && !contextKeys.every((k) => principal.contexts.some((c) => c.key === k))) {
      return forbidden(reply);
    }

    const login = form.login.trim();
    const clash = await db.kysely
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(login) = ${login.toLowerCase()}`)
      .executeTakeFirst();
    if (clash && clash.id !== existing?.id) return conflict(reply, messages.userExists, login);

    // 2FA: off clears the seed; on keeps the stored seed or takes a new one verified in this session.
    let twoFactor: { twoFactorEnabled: number; twoFactorSeed: string | null; twoFactorLastStep?: number | null };
    const seed = form.seed2FA?.trim() || null;
    if (!form.use2FA) {
      twoFactor = { twoFactorEnabled: 0, twoFactorSeed: null, twoFactorLastStep: null };
    } else if (existing?.twoFactorEnabled && existing.twoFactorSeed && (!seed || seed === existing.twoFactorSeed)) {
      twoFactor = { twoFactorEnabled: 1, twoFactorSeed: existing.twoFactorSeed };
    } else {
      const step = seed ? verifiedSeedsOf(app).take(sessionKey(request), seed, app.now()) : null;
      if (!seed || step === null) return badRequest(reply, messages.seedNotVerified);
      twoFactor = { twoFactorEnabled: 1, twoFactorSeed: seed, twoFactorLastStep: step };
    }

    const values = {
      login,
      lastName: form.lastName.trim(),
      firstName: form.firstName.trim(),
      email: form.email?.trim() || null,
      roleId: role.id,
      allContextsVisible: form.allContextsVisible ? 1 : 0,
      ...twoFactor,
      ...(form.password ? { passwordHash: await hashPassword(form.password) } : {}),
    };
    try {
      const uid = await db.kysely.transaction().execute(async (trx) => {
        let id: number;
        let uid: string;
        if (existing) {
          await trx.updateTable('users').set(values).where('id', '=', existing.id).execute();
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
              createdAt: app.now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
        }
        await trx.deleteFrom('userContexts').where('userId', '=', id).execute();
        if (contexts.length > 0) {
          await trx
            .insertInto('userContexts')
            .values(contexts.map((c) => ({ userId: id, contextId: c.id })))
            .execute();
        }
        return uid;
      });
      return { uid };
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(reply, messages.userExists, login);
      throw error;
    }
  },

  async updatePassword(request) {
    const app = request.server;
    const principal = principalOf(request);
    const { oldPassword, newPassword, newPasswordRepeated } = request.body;
    if (newPassword !== newPasswordRepeated) return { passwordSet: false, message: messages.passwordRepeatMismatch };
    if (!(await verifyPassword(oldPassword, principal.user.passwordHash))) {
      return { passwordSet: false, message: messages.oldPasswordWrong };
    }
    await app.db.kysely
      .updateTable('users')
      .set({ passwordHash: await hashPassword(newPassword) })
      .where('id', '=', principal.user.id)
      .execute();
    return { passwordSet: true, message: messages.passwordSaved };
  },

  async getUserQrCode(request, reply) {
    const { db } = request.server;
    const { uid } = request.params;
    const row = await db.kysely.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
    if (!row) return notFound(reply);
    if (!(await mayTouch(db, principalOf(request), row))) return forbidden(reply);
    const seed = row.twoFactorSeed ?? newTotpSeed();
    return { seed2FA: seed, qrCode: await qrCodeDataUrl(row.login, seed) };
  },

  async generate2FASeed(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const { login } = request.params;
    if (login !== principal.user.login) {
      if (!hasAllRights(principal.rights, ['USERS_CHANGE'])) return forbidden(reply);
      const row = await db.kysely.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst();
      if (row && !(await mayManage(db, principal, row))) return forbidden(reply);
    }
    const seed = newTotpSeed();
    return { seed2FA: seed, qrCode: await qrCodeDataUrl(login, seed) };
  },

  async verify2FA(request) {
    const app = request.server;
    const { seed2FA, token2FA } = request.body.params;
    const seeds = verifiedSeedsOf(app);
    const session = sessionKey(request);
    const now = app.now();
    const step = await verifyTotp(seed2FA, token2FA, seeds.lastStep(session, seed2FA, now), now);
    if (step === null) return { verified2FA: false };
    seeds.remember(session, seed2FA, step, now);
    return { verified2FA: true };
  },

  async update2FA(request, reply) {
    const app = request.server;
    const principal = principalOf(request);
    const { use2FA, seed2FA } = request.body;
    if (!use2FA) {
      await app.db.kysely
        .updateTable('users')
        .set({ twoFactorEnabled: 0, twoFactorSeed: null, twoFactorLastStep: null })
        .where('id', '=', principal.user.id)
        .execute();
      return { ok: true };
    }
    const { user } = principal;
    if (user.twoFactorEnabled && user.twoFactorSeed && (!seed2FA || seed2FA === user.twoFactorSeed)) {
      return { ok: true };
    }
    const step = seed2FA ? verifiedSeedsOf(app).take(sessionKey(request), seed2FA, app.now()) : null;
    if (!seed2FA || step === null) return badRequest(reply, messages.seedNotVerified);
    await app.db.kysely
      .updateTable('users')
      .set({ twoFactorEnabled: 1, twoFactorSeed: seed2FA, twoFactorLastStep: step })
      .where('id', '=', user.id)
      .execute();
    return { ok: true };
  },

  async saveColumnFilters(request) {
    const { columnFilters } = request.body;
    await request.server.db.kysely
      .updateTable('users')
      .set({ columnFilters: JSON.stringify(columnFilters) })
      .where('id', '=', principalOf(request).user.id)
      .execute();
    return { ok: true };
  },

  async saveColumnWidths(request) {
    const { columnWidths } = request.body;
    // One entry per table: a later entry for the same table wins.
    const byTable = new Map(columnWidths.map((entry) => [entry.tablename, entry]));
    await request.server.db.kysely
      .updateTable('users')
      .set({ columnWidths: JSON.stringify([...byTable.values()]) })
      .where('id', '=', principalOf(request).user.id)
      .execute();
    return { ok: true };
  },
} satisfies Partial<Handlers>;
