import { contextOf, type Handlers } from '../../platform/types';
import { storeHealthPage } from '../storeHealthPage';

// Store health (issue 51): the rules of accounts/operationRules.ts have checked the context in the
// query (the store report's features; the context one the caller sees).

/** The storeHealth operations of the contract (operationId → function): HTTP only, each a thin call. */
export const storeHealthHandlers = {
  async getStoreHealth(request) {
    const { state, page = 1, size = 10 } = request.query;
    const { db } = request.server;
    return storeHealthPage(db, contextOf(request).id, request.server.now(), { state, page, size });
  },
} satisfies Partial<Handlers>;
