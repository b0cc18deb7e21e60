import type { FastifyReply } from 'fastify';
import { audited } from '../../audit';
import { isUniqueViolation } from '../../platform/db/errors';
import { newUid } from '../../platform/ids';
import { badRequest, conflict, errorReply, notFound } from '../../platform/http/replies';
import type { Handlers } from '../../platform/types';
import { ssoTexts } from '../../../shared/texts/de/sso';
import {
  deleteMapping,
  existingContextKeys,
  insertMapping,
  listMappings,
  mappingToChange,
  roleOfUid,
  updateMapping,
  type MappingRow,
} from '../repository/mappings';
import { mayEdit, mayView } from '../mappingRules';
import { principalOf } from '../../platform/principal';

// The group → role and group → contexts mappings, edited by whoever manages users within what it
// may grant itself (../mappingRules.ts); audited. A mapping beyond the caller's contexts is answered
// as if there were none.

const t = ssoTexts.sso.mappings;

const json = (m: MappingRow) => ({
  uid: m.uid,
  group: m.group,
  role: m.roleUid,
  roleName: m.roleName,
  contextKeys: m.contextKeys,
  allContexts: m.allContexts,
});

/** The mapping's values as the audit log lists them. */
const auditValues = (m: { group: string; roleName: string | null; contextKeys: string[]; allContexts: boolean }) => ({
  group: m.group,
  role: m.roleName,
  contexts: m.contextKeys.join(', '),
  allContexts: String(m.allContexts),
});

const clash = (reply: FastifyReply) => conflict(reply, t.groupTaken);
const notGrantable = (reply: FastifyReply) => errorReply(reply, 403, t.notGrantable);

/** What a stored mapping gives, as the rules look at it. */
const reachOf = (m: MappingRow) => ({
  roleRights: m.roleId === null ? null : m.roleRights,
  contextKeys: m.contextKeys,
  allContexts: m.allContexts,
});

export const ssoMappingHandlers = {
  async getSsoMappings(request) {
    const { sso } = request.server.config.login;
    const principal = principalOf(request);
    const mappings = (await listMappings(request.server.db)).filter((m) => mayView(principal, reachOf(m)));
    return { provider: sso ? { name: sso.name, issuer: sso.issuer } : null, mappings: mappings.map(json) };
  },

  async saveSsoMapping(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const body = request.body;
    const group = body.group.trim();
    if (!group) return badRequest(reply, t.groupRequired);
    const role = body.role ? await roleOfUid(db, body.role) : null;
    if (body.role && !role) return badRequest(reply, t.unknownRole);
    const keys = body.allContexts ? [] : [...new Set(body.contextKeys)].sort();
    const known = new Set(await existingContextKeys(db, keys));
    const unknown = keys.find((k) => !known.has(k));
    if (unknown) return badRequest(reply, t.unknownContext(unknown));
    const reach = { roleRights: role?.rights ?? null, contextKeys: keys, allContexts: body.allContexts };
    if (!mayEdit(principal, reach)) return notGrantable(reply);
    const values = { group, roleId: role?.id ?? null, contextKeys: keys, allContexts: body.allContexts };
    const now = request.server.now();

    const saved = await audited(request, async (adb, record) => {
      const before = body.uid ? await mappingToChange(adb, body.uid) : undefined;
      if (body.uid && (!before || !mayView(principal, reachOf(before)))) return 'notFound' as const;
      // What the change replaces must be the caller's to take back, as what it gives.
      if (before && !mayEdit(principal, reachOf(before))) return 'forbidden' as const;
      if ((await listMappings(adb)).some((m) => m.group === group && m.uid !== body.uid)) return 'clash' as const;
      const uid = before?.uid ?? newUid();
      if (before) await updateMapping(adb, uid, values);
      else await insertMapping(adb, uid, values, now);
      const old: Record<string, string | null> = before ? auditValues(before) : {};
      const changes = Object.entries(auditValues({ ...values, roleName: role?.name ?? null }))
        .filter(([field, value]) => !before || old[field] !== value)
        .map(([field, value]) => ({ field, before: old[field] ?? null, after: value }));
      record({
        action: 'ssoMappingSaved',
        context: null,
        object: { type: 'ssoMapping', id: uid, label: group },
        changes,
      });
      return uid;
    }).catch((error: unknown) => {
      // Two saves of the same new group at once: the unique index refuses the second.
      if (isUniqueViolation(error)) return 'clash' as const;
      throw error;
    });
    if (saved === 'notFound') return notFound(reply);
    if (saved === 'forbidden') return notGrantable(reply);
    if (saved === 'clash') return clash(reply);
    // Deleted by someone else right after this save: gone, as a later read would say.
    const row = (await listMappings(db)).find((m) => m.uid === saved);
    return row ? json(row) : notFound(reply);
  },

  async deleteSsoMapping(request, reply) {
    const { uid } = request.params;
    const principal = principalOf(request);
    const deleted = await audited(request, async (db, record) => {
      // Read in the transaction that deletes it, so the rule judges what is deleted.
      const row = await mappingToChange(db, uid);
      if (!row || !mayView(principal, reachOf(row))) return 'notFound' as const;
      if (!mayEdit(principal, reachOf(row))) return 'forbidden' as const;
      if (!(await deleteMapping(db, uid))) return 'notFound' as const;
      record({ action: 'ssoMappingDeleted', context: null, object: { type: 'ssoMapping', id: uid, label: row.group } });
      return 'deleted' as const;
    });
    if (deleted === 'notFound') return notFound(reply);
    if (deleted === 'forbidden') return notGrantable(reply);
    return { ok: true };
  },
} satisfies Partial<Handlers>;
