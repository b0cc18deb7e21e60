import type { Handlers } from '../../platform/types';

/** The storeHealth operations of the contract (operationId → function): HTTP only, each a thin call. */
export const storeHealthHandlers = {
  async getStoreHealth() {
    return { rows: [], total: 0, counts: { green: 0, yellow: 0, red: 0 } };
  },
} satisfies Partial<Handlers>;
