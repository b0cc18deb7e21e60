import { badRequest } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';
import type { Handlers } from '../../platform/types';
import { readTerm } from '../logic/term';
import { searchScope } from '../policy';
import { search } from '../search';
import { checkedTerm } from '../validation';

/** The search operations of the contract (operationId → function): HTTP only, each a thin call. */
export const searchHandlers = {
  async search(request, reply) {
    const checked = checkedTerm(request.query.q);
    if ('refusal' in checked) return badRequest(reply, checked.refusal);
    const app = request.server;
    const principal = principalOf(request);
    const scope = searchScope(principal, app.config.flags);
    const limit = request.query.limit ?? 20;
    return { results: await search(app.db, principal, scope, readTerm(checked.term), limit) };
  },
} satisfies Partial<Handlers>;
