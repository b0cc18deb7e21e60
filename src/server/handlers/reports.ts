import { cashpointChecks, storeChecks, visibleCheckIds } from '../../shared/reports/checks';
import { parseJsonArray } from '../db/json';
import { cashpointReport } from '../reports/cashpointReport';
import { storeReport } from '../reports/storeReport';
import { contextOf, type Handlers } from '../types';

export const reportHandlers = {
  async getCashpointReport(request) {
    const app = request.server;
    const context = contextOf(request);
    return {
      cashpoints: await cashpointReport(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
      visibleCashpointCheckIds: visibleCheckIds(
        cashpointChecks,
        context.allCashpointChecksVisible,
        parseJsonArray<string>(context.visibleCashpointCheckIds),
      ),
    };
  },

  async getStoreAgentReport(request) {
    const app = request.server;
    const context = contextOf(request);
    return {
      storeAgents: await storeReport(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
      visibleStoreCheckIds: visibleCheckIds(
        storeChecks,
        context.allStoreChecksVisible,
        parseJsonArray<string>(context.visibleStoreCheckIds),
      ),
    };
  },
} satisfies Partial<Handlers>;
