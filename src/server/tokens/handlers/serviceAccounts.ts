import { findRoleByUid, mayGrantContexts, mayGrantRights, mayManage, rightsOf, userIdWithLogin } from '../../accounts';
import { audited, changesBetween } from '../../audit';
import { findContextsByKeys } from '../../contexts';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, errorReply, forbidden, notFound } from '../../platform/http/replies';
import type { Handlers } from '../../platform/types';
import { messages } from '../../../shared/texts/serverMessages';
import { serviceAccountMessages } from '../../../shared/texts/serviceAccountMessages';
import { serviceAccountFormProblems } from '../../../shared/validation/serviceAccountForm';
import * as accounts from '../repository/serviceAccounts';
import { manageableServiceAccounts, serviceAccountValues, storedServiceAccountValues } from '../serviceAccounts';
import { principalOf } from '../../platform/principal';

// Service accounts ('Servicekonten'): managed like users (USERS_CHANGE, the user dialog's rules for
// role and contexts), owned by who created them.

const accountObject = (uid: string, name: string) => ({ type: 'serviceAccount' as const, id: uid, label: name });

export const serviceAccountHandlers = {
  async getServiceAccounts(request) {
    const app = request.server;
    return { serviceAccounts: await manageableServiceAccounts(app.db, principalOf(request), app.now()) };
  },

  async saveServiceAccount(request, reply) {
    const app = request.server;
    const { db } = app;
    const principal = principalOf(request);
    const form = request.body;
    const existing = form.uid ? await accounts.findServiceAccount(db, form.uid) : undefined;
    if (form.uid && !existing) return notFound(reply);
    const problems = serviceAccountFormProblems(form);
    if (problems.length > 0) return badRequest(reply, problems.join('\n'));
    if (existing && !(await mayManage(db, principal, existing))) return forbidden(reply);
    // The owner is always a person: one created through a service account's token answers to that
    // account's owner, never to the account (a chain of accounts hid the person from four eyes).
    const owner = principal.user.kind === 'service' ? principal.user.ownerUserId : principal.user.id;
    if (!existing && owner === null) return errorReply(reply, 403, serviceAccountMessages.noOwner);

    const role = await findRoleByUid(db, form.role);
    if (!role) return badRequest(reply, messages.unknownRole);
    if (!mayGrantRights(principal, rightsOf(role))) return forbidden(reply);
    const contextKeys = form.allContextsVisible ? [] : [...new Set(form.visibleContextIds)];
    const contexts = await findContextsByKeys(db, contextKeys);
    const unknown = contextKeys.filter((key) => !contexts.some((c) => c.key === key));
    if (unknown.length > 0) return badRequest(reply, `${messages.unknownContexts} ${unknown.join(', ')}`);
    if (!mayGrantContexts(principal, form.allContextsVisible, contextKeys)) return forbidden(reply);

    // The name is the account's login: unique among persons and service accounts alike.
    const name = form.name.trim();
    const clash = await userIdWithLogin(db, name);
    if (clash !== undefined && clash !== existing?.id) return conflict(reply, serviceAccountMessages.nameTaken, name);

    const values = {
      name,
      purpose: form.purpose.trim(),
      roleId: role.id,
      allContextsVisible: form.allContextsVisible ? 1 : 0,
    };
    const contextIds = contexts.map((c) => c.id);
    try {
      const uid = await audited(request, async (trx, record) => {
        const before = existing ? await storedServiceAccountValues(trx, existing.uid) : {};
        if (existing) await accounts.updateServiceAccount(trx, existing.id, values, contextIds);
        const saved =
          existing?.uid ?? (await accounts.insertServiceAccount(trx, values, contextIds, owner!, app.now()));
        const after = serviceAccountValues(
          values,
          role.name,
          contexts.map((c) => c.key),
        );
        const changes = changesBetween(before, after);
        // A save that changes nothing is no change of the account.
        if (!existing || changes.length > 0) {
          const action = existing ? 'serviceAccountChanged' : 'serviceAccountCreated';
          record({ action, context: null, object: accountObject(saved, name), changes });
        }
        return saved;
      });
      return { uid };
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(reply, serviceAccountMessages.nameTaken, name);
      throw error;
    }
  },

  async deleteServiceAccount(request, reply) {
    const { db } = request.server;
    const row = await accounts.findServiceAccount(db, request.params.uid);
    if (!row) return notFound(reply);
    if (!(await mayManage(db, principalOf(request), row))) return forbidden(reply);
    await audited(request, async (trx, record) => {
      // Only the delete that removed it is recorded: a concurrent second one finds it gone.
      if (await accounts.deleteServiceAccount(trx, row.id))
        record({ action: 'serviceAccountDeleted', context: null, object: accountObject(row.uid, row.login) });
    });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
