import { contextOf, type Handlers } from '../../platform/types';
import { principalOf } from '../../platform/principal';
import { notFound } from '../../platform/http/replies';
import { storeHealthPage } from '../storeHealthPage';
import { redStores, storeHealthMarks } from '../unhealthyStores';
import { cashpointHealth } from '../registerHealth';

// Store health (issue 51): the rules of accounts/operationRules.ts have checked the context in the
// query (the store report's features for the list; the context one the caller sees).

/** The storeHealth operations of the contract (operationId → function): HTTP only, each a thin call. */
export const storeHealthHandlers = {
  async getStoreHealth(request) {
    const { state, page = 1, size = 10 } = request.query;
    const { db } = request.server;
    return storeHealthPage(db, contextOf(request).id, request.server.now(), { state, page, size });
  },

  async getStoreHealthMarks(request) {
    return storeHealthMarks(request.server.db, contextOf(request).id, request.server.now());
  },

  async getRedStores(request) {
    return redStores(request.server.db, principalOf(request).contexts, request.server.now());
  },

  async getCashpointHealth(request, reply) {
    const app = request.server;
    const health = await cashpointHealth(app.db, contextOf(request).id, request.params.uid, app.now());
    return health ?? notFound(reply);
  },
} satisfies Partial<Handlers>;
