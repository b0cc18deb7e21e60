import { audited, changesBetween, type AuditValues } from '../../audit';
import { isUniqueViolation } from '../../platform/db/errors';
import { type Handlers } from '../../platform/types';
import { allRights, hasRights } from '../../../shared/rights';
import { roleTexts } from '../../../shared/texts/de/roles';
import { mayManage } from '../policy';
import * as roles from '../repository/roles';
import { keepingAUserManager, LastUserManagerError } from '../rolesLastManager';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';

// The role editor (issue 32): custom roles as sets of rights; the built-in ones (from the code) are
// read-only, a role someone holds stays, and nobody grants or strips a right it does not hold itself.

const t = roleTexts.roleMessages;
const roleObject = (uid: string, name: string) => ({ type: 'role' as const, id: uid, label: name });

/** A role's values as its audit entries compare them; rights in the catalogue's order. */
const auditValuesOf = (role: roles.RoleValues): AuditValues => ({
  name: role.name,
  description: role.description || null,
  rights: role.rights.length > 0 ? role.rights.join(', ') : null,
});

export const roleHandlers = {
  async getRoles(request) {
    const rows = await roles.listRolesWithUse(request.server.db);
    return {
      roles: rows.map((row) => ({
        uid: row.uid,
        name: row.name,
        description: row.description,
        rights: roles.rightsOf(row),
        builtin: row.builtin === 1,
        userCount: row.userCount,
      })),
      rights: allRights.map((right) => ({ right, description: roleTexts.roles.rightDescriptions[right] ?? right })),
    };
  },

  async saveRole(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const form = request.body;
    const existing = form.uid ? await roles.findRoleByUid(db, form.uid) : undefined;
    if (form.uid && !existing) return notFound(reply);
    if (existing?.builtin) return conflict(reply, t.builtinReadOnly);
    const name = form.name.trim();
    if (!name) return badRequest(reply, t.nameRequired);
    const unknown = form.rights.filter((right) => !(allRights as readonly string[]).includes(right));
    if (unknown.length > 0) return badRequest(reply, `${t.unknownRights} ${unknown.join(', ')}`);
    const rights = allRights.filter((right) => form.rights.includes(right));
    // Nobody hands out a right it lacks, nor takes one from the holders of a role it could not grant.
    if (!hasRights(principal.rights, rights)) return forbidden(reply);
    if (existing && !hasRights(principal.rights, roles.rightsOf(existing))) return forbidden(reply);
    // One tenant's administrator changes no role that accounts beyond its reach hold.
    if (existing && !principal.user.allContextsVisible) {
      for (const holder of await roles.holdersList(db, existing.id)) {
        if (!(await mayManage(db, principal, holder))) return forbidden(reply);
      }
    }
    const clash = await roles.roleIdWithName(db, name);
    if (clash !== undefined && clash !== existing?.id) return conflict(reply, t.roleExists, name);

    const values = { name, description: form.description.trim(), rights };
    try {
      const uid = await audited(request, async (trx, record) => {
        const saved = await keepingAUserManager(trx, (db) => roles.saveCustomRole(db, existing, values));
        const before = existing ? auditValuesOf({ ...existing, rights: roles.rightsOf(existing) }) : {};
        const changes = changesBetween(before, auditValuesOf(values));
        if (!existing || changes.length > 0) {
          const action = existing ? 'roleChanged' : 'roleCreated';
          record({ action, context: null, object: roleObject(saved, name), changes });
        }
        return saved;
      });
      return { uid };
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(reply, t.roleExists, name);
      if (error instanceof LastUserManagerError) return conflict(reply, t.lastUserManager);
      throw error;
    }
  },

  async deleteRole(request, reply) {
    const { db } = request.server;
    const role = await roles.findRoleByUid(db, request.params.uid);
    if (!role) return notFound(reply);
    if (role.builtin) return conflict(reply, t.builtinReadOnly);
    if (!hasRights(principalOf(request).rights, roles.rightsOf(role))) return forbidden(reply);
    // Counted with the roles locked (PostgreSQL), so a user given the role meanwhile is counted or waits.
    const inUse = await audited(request, async (trx, record) => {
      await roles.lockRoles(trx);
      const holders = await roles.holdersOf(trx, role.id);
      const mappings = await roles.mappingsGiving(trx, role.id);
      // Only the delete that removed it is recorded: a concurrent second one finds it gone.
      if (holders === 0 && mappings === 0 && (await roles.deleteCustomRole(trx, role.id)))
        record({ action: 'roleDeleted', context: null, object: roleObject(role.uid, role.name) });
      return { holders, mappings };
    });
    if (inUse.holders > 0) return conflict(reply, t.roleInUse(inUse.holders));
    if (inUse.mappings > 0) return conflict(reply, t.roleMapped(inUse.mappings));
    return { ok: true };
  },
} satisfies Partial<Handlers>;
