import { sendCsv } from '../csvExport';
import { cashpointReportKind, reportAnswer, reportCsv, storeReportKind } from '../reportKinds';
import type { Handlers } from '../../platform/types';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';

export const reportHandlers = {
  async getCashpointReport(request, reply) {
    const answer = await reportAnswer(cashpointReportKind, request);
    if (answer.whole) return sendJsonWithEtag(request, reply, answer.whole.etag, answer.whole.body);
    const { rows: cashpoints, ...counts } = answer.page;
    return { cashpoints, visibleCashpointCheckIds: answer.visibleIds, ...counts };
  },

  async getStoreAgentReport(request, reply) {
    const answer = await reportAnswer(storeReportKind, request);
    if (answer.whole) return sendJsonWithEtag(request, reply, answer.whole.etag, answer.whole.body);
    const { rows: storeAgents, ...counts } = answer.page;
    return { storeAgents, visibleStoreCheckIds: answer.visibleIds, ...counts };
  },

  async getCashpointReportCsv(request, reply) {
    const { file, columns, rows } = await reportCsv(cashpointReportKind, request);
    return sendCsv(reply, file, columns, rows);
  },

  async getStoreAgentReportCsv(request, reply) {
    const { file, columns, rows } = await reportCsv(storeReportKind, request);
    return sendCsv(reply, file, columns, rows);
  },
} satisfies Partial<Handlers>;
