import { audited, changesBetween } from '../../audit';
import { savedUserValues, storedUserValues, userSecrets } from '../userAudit';
import { lockedLogins, unlockLogin } from '../lockout';
import { hashPassword } from '../password';
import { twoFactorChanges, twoFactorSettings } from '../twoFactor';
import { isUniqueViolation } from '../../platform/db/errors';
import type { components } from '../../../shared/generated/contract';
import { mayGrantContexts, mayGrantRights, mayManage } from '../policy';
import { findContextsByKeys } from '../../contexts';
import { findRoleByUid, listRoles, rightsOf } from '../repository/roles';
import * as users from '../repository/users';
import { type Handlers } from '../../platform/types';
import { userFormErrors } from '../validation';
import { messages } from '../../../shared/texts/serverMessages';
import { sessionsEndedBy } from './ownSessions';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/replies';
import { verifiedSeedTaker } from './twoFactor';
import { keepingAUserManager, LastUserManagerError } from '../rolesLastManager';
import { roleTexts } from '../../../shared/texts/de/roles';
import { principalOf } from '../../platform/principal';

type User = components['schemas']['User'];

const userObject = (row: { uid: string; login: string }) => ({ type: 'user' as const, id: row.uid, label: row.login });

function userJson(row: users.UserWithRole, contextKeys: string[], locked: Set<string>): User {
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
    emergencyAccess: row.emergencyAccess === 1,
    locked: locked.has(row.login.toLowerCase()),
  };
}

export const userHandlers = {
  async getUsers(request) {
    const { db } = request.server;
    const principal = principalOf(request);
    const { rows, total } = await users.listUsers(db, principal, request.query);
    const keys = await users.contextKeysOf(
      db,
      rows.map((r) => r.id),
    );
    const roles = await listRoles(db);
    const locked = await lockedLogins(
      db,
      rows.map((r) => r.login),
      request.server.now(),
    );
    return {
      users: rows.map((row) => userJson(row, keys.get(row.id) ?? [], locked)),
      total,
      contexts: principal.contexts.map((c) => ({ key: c.key, name: c.name })),
      roles: roles.map((r) => ({ value: r.uid, name: r.name, description: r.description })),
    };
  },

  async getUser(request, reply) {
    const { db } = request.server;
    const row = await users.findUserWithRole(db, request.params.uid);
    if (!row) return notFound(reply);
    if (!(await mayManage(db, principalOf(request), row))) return forbidden(reply);
    const keys = await users.contextKeysOf(db, [row.id]);
    return userJson(row, keys.get(row.id) ?? [], await lockedLogins(db, [row.login], request.server.now()));
  },

  /** Ends the login throttle of every address for this user, e.g. after an attack on the account. */
  async unlockUser(request, reply) {
    const { db } = request.server;
    const row = await users.findUserByUid(db, request.params.uid);
    if (!row) return notFound(reply);
    if (!(await mayManage(db, principalOf(request), row))) return forbidden(reply);
    await audited(request, async (trx, record) => {
      // Read again in the transaction: a user deleted meanwhile is not unlocked in the log.
      const current = await users.findUserByUid(trx, row.uid);
      if (!current) return;
      await unlockLogin(trx, current.login);
      record({ action: 'userUnlocked', context: null, object: userObject(current) });
    });
    return { ok: true };
  },

  async deleteUser(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const row = await users.findUserByUid(db, request.params.uid);
    if (!row) return notFound(reply);
    if (row.id === principal.user.id) return badRequest(reply, messages.userDeleteSelf);
    if (!(await mayManage(db, principal, row))) return forbidden(reply);
    try {
      await audited(request, async (trx, record) => {
        // Only the delete that removed the user is recorded: a concurrent second one finds it gone.
        if (await keepingAUserManager(trx, (db) => users.deleteUser(db, row.id)))
          record({ action: 'userDeleted', context: null, object: userObject(row) });
      });
    } catch (error) {
      if (error instanceof LastUserManagerError) return conflict(reply, roleTexts.roleMessages.lastUserManager);
      throw error;
    }
    return { ok: true };
  },

  async saveUser(request, reply) {
    const app = request.server;
    const { db } = app;
    const principal = principalOf(request);
    const form = request.body;
    const existing = form.uid ? await users.findUserByUid(db, form.uid) : undefined;
    if (form.uid && !existing) return notFound(reply);
    const errors = userFormErrors(form, !existing);
    if (errors.length > 0) return badRequest(reply, errors.join('\n'));
    if (existing && !(await mayManage(db, principal, existing))) return forbidden(reply);

    const role = await findRoleByUid(db, form.role);
    if (!role) return badRequest(reply, messages.unknownRole);
    if (!mayGrantRights(principal, rightsOf(role))) return forbidden(reply);
    const contextKeys = form.allContextsVisible ? [] : [...new Set(form.visibleContextIds)];
    const contexts = await findContextsByKeys(db, contextKeys);
    const unknown = contextKeys.filter((key) => !contexts.some((c) => c.key === key));
    if (unknown.length > 0) return badRequest(reply, `${messages.unknownContexts} ${unknown.join(', ')}`);
    if (!mayGrantContexts(principal, form.allContextsVisible, contextKeys)) return forbidden(reply);

    const login = form.login.trim();
    const clash = await users.userIdWithLogin(db, login);
    if (clash !== undefined && clash !== existing?.id) return conflict(reply, messages.userExists, login);

    const twoFactor = await twoFactorSettings(
      existing,
      form.use2FA,
      form.seed2FA?.trim() || null,
      verifiedSeedTaker(request),
    );
    if (!twoFactor) return badRequest(reply, messages.seedNotVerified);

    const values = {
      login,
      lastName: form.lastName.trim(),
      firstName: form.firstName.trim(),
      email: form.email?.trim() || null,
      roleId: role.id,
      allContextsVisible: form.allContextsVisible ? 1 : 0,
      ...twoFactor,
      ...(form.password ? { passwordHash: await hashPassword(form.password) } : {}),
      ...(form.emergencyAccess === undefined ? {} : { emergencyAccess: form.emergencyAccess ? 1 : 0 }),
    };
    // A new password or another 2FA state ends the user's sessions (an administrator's own change
    // keeps the session that made it).
    const credentialsChange = existing && (form.password || twoFactorChanges(existing, twoFactor));
    const endSessions = credentialsChange ? sessionsEndedBy(request, existing.id) : undefined;
    const contextIds = contexts.map((c) => c.id);
    try {
      const uid = await audited(request, async (trx, record) => {
        const before = existing ? await storedUserValues(trx, existing.uid) : {};
        const saved = await keepingAUserManager(trx, (db) =>
          users.saveUser(db, existing, values, contextIds, app.now(), endSessions),
        );
        const after = savedUserValues(
          before,
          values,
          role.name,
          contexts.map((c) => c.key),
        );
        const changes = changesBetween(before, after, userSecrets);
        // A save that changes nothing is no change of the user.
        if (!existing || changes.length > 0) {
          const action = existing ? 'userChanged' : 'userCreated';
          record({ action, context: null, object: { type: 'user', id: saved, label: login }, changes });
        }
        return saved;
      });
      return { uid };
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(reply, messages.userExists, login);
      if (error instanceof LastUserManagerError) return conflict(reply, roleTexts.roleMessages.lastUserManager);
      throw error;
    }
  },
} satisfies Partial<Handlers>;
