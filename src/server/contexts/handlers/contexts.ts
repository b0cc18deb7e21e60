import { locksRows } from '../../platform/db/transaction';
import { cashpointChecks, storeChecks } from '../../../shared/reports/checks';
import { contextSecrets, contextValues } from '../contextAudit';
import { audited, changesBetween } from '../../audit';
import { isUniqueViolation } from '../../platform/db/errors';
import { parseJsonArray } from '../../platform/db/json';
import type { ContextRow } from '../../platform/db/schema';
import type { components } from '../../../shared/generated/contract';
import { creatorToGrant, seesContext } from '../policy';
import * as contexts from '../repository/contexts';
import { type Handlers } from '../../platform/types';
import { contextFormErrors } from '../validation';
import { forgetAgentContexts } from '../agentContexts';
import { messages } from '../../../shared/texts/serverMessages';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';

type ContextForm = components['schemas']['ContextForm'];

// The agents' secret is write-only (issue 46): the form never carries it; 'Anzeigen' asks for it
// (showContextSecret), and each time is audited. A save without it keeps the stored one.
function formJson(row: ContextRow): ContextForm {
  return {
    uid: row.uid,
    key: row.key,
    name: row.name,
    type: row.type === 1 ? 1 : 2,
    hashSecret: null,
    allStoreChecksVisible: row.allStoreChecksVisible === 1,
    visibleStoreCheckIds: parseJsonArray<string>(row.visibleStoreCheckIds),
    allCashpointChecksVisible: row.allCashpointChecksVisible === 1,
    visibleCashpointCheckIds: parseJsonArray<string>(row.visibleCashpointCheckIds),
  };
}

export const contextHandlers = {
  /** The contexts the caller sees, one page of them: visibility applies here too. */
  async getContexts(request) {
    const visibleIds = principalOf(request).contexts.map((c) => c.id);
    const { rows, total } = await contexts.listContexts(request.server.db, visibleIds, request.query);
    return {
      contexts: rows.map((r) => ({ uid: r.uid, key: r.key, name: r.name, type: r.type === 1 ? 1 : 2 })),
      contextCount: total,
      storeChecks: [...storeChecks],
      cashpointChecks: [...cashpointChecks],
    };
  },

  async getContext(request, reply) {
    const principal = principalOf(request);
    const row = await contexts.findContextByUid(request.server.db, request.params.uid);
    if (!row) return notFound(reply);
    if (!seesContext(principal, row.id)) return forbidden(reply);
    return formJson(row);
  },

  async showContextSecret(request, reply) {
    const principal = principalOf(request);
    const row = await contexts.findContextByUid(request.server.db, request.params.uid);
    if (!row) return notFound(reply);
    if (!seesContext(principal, row.id)) return forbidden(reply);
    await audited(request, async (_db, record) => {
      record({
        action: 'contextSecretShown',
        context: { id: row.id, key: row.key, name: row.name },
        object: { type: 'context', id: row.uid, label: row.key },
        changes: [],
      });
    });
    return { hashSecret: row.hashSecret };
  },

  async saveContext(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const existing = request.body.uid ? await contexts.findContextByUid(db, request.body.uid) : undefined;
    if (request.body.uid && !existing) return notFound(reply);
    // A change without a secret keeps the stored one (the form never had it); '' removes it.
    const keepsSecret = existing !== undefined && (request.body.hashSecret ?? null) === null;
    const form = keepsSecret ? { ...request.body, hashSecret: existing.hashSecret } : request.body;
    if (existing && !seesContext(principal, existing.id)) return forbidden(reply);
    const errors = contextFormErrors(form);
    if (errors.length > 0) return badRequest(reply, errors.join('\n'));

    const key = form.key.trim();
    const clash = await contexts.findContextByKey(db, key);
    const keyTaken = () => conflict(reply, messages.contextExists(key), key);
    if (clash && clash.id !== existing?.id) return keyTaken();

    const values = {
      key,
      name: form.name.trim(),
      type: form.type,
      hashSecret: form.hashSecret?.trim() || null,
      allStoreChecksVisible: form.allStoreChecksVisible ? 1 : 0,
      visibleStoreCheckIds: JSON.stringify([...new Set(form.visibleStoreCheckIds)]),
      allCashpointChecksVisible: form.allCashpointChecksVisible ? 1 : 0,
      visibleCashpointCheckIds: JSON.stringify([...new Set(form.visibleCashpointCheckIds)]),
    };
    try {
      const uid = await audited(request, async (trx, record) => {
        const before = existing && (await contexts.findContextByUid(trx, existing.uid, locksRows(trx)));
        const saved = await contexts.saveContext(trx, existing, values, creatorToGrant(principal));
        const changes = changesBetween(contextValues(before), contextValues(values), contextSecrets);
        // A save that changes nothing is no change of the context.
        if (!existing || changes.length > 0) {
          const { id } = (await contexts.findContextByUid(trx, saved))!;
          record({
            action: existing ? 'contextChanged' : 'contextCreated',
            context: { id, key: values.key, name: values.name },
            object: { type: 'context', id: saved, label: values.key },
            changes,
          });
        }
        return saved;
      });
      // A new secret or key counts for this instance's next agent request.
      forgetAgentContexts(db);
      return { uid };
    } catch (error) {
      if (isUniqueViolation(error)) return keyTaken();
      throw error;
    }
  },
} satisfies Partial<Handlers>;
