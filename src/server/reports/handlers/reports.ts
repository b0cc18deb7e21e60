import { sendCsv } from '../csvExport';
import type { FastifyReply } from 'fastify';
import { messages } from '../../../shared/texts/serverMessages';
import { cashpointReportKind, reportAnswer, reportCsv, storeReportKind, type ReportRefusal } from '../reportKinds';
import type { Handlers } from '../../platform/types';
import { sendJsonWithEtag } from '../../platform/http/cachedJson';
import { badRequest, errorReply } from '../../platform/http/replies';

/** A report filtered to a rollout: `wave` alone is a 400, a rollout the context lacks a 404. */
const refuse = (reply: FastifyReply, { refused }: ReportRefusal) =>
  refused === 'waveWithoutRollout'
    ? badRequest(reply, messages.reportWaveWithoutRollout)
    : errorReply(reply, 404, messages.reportRolloutUnknown);

export const reportHandlers = {
  async getCashpointReport(request, reply) {
    const answer = await reportAnswer(cashpointReportKind, request);
    if (answer.refused) return refuse(reply, answer);
    if (answer.whole) return sendJsonWithEtag(request, reply, answer.whole.etag, answer.whole.body);
    const { rows: cashpoints, ...counts } = answer.page;
    return { cashpoints, visibleCashpointCheckIds: answer.visibleIds, ...counts };
  },

  async getStoreAgentReport(request, reply) {
    const answer = await reportAnswer(storeReportKind, request);
    if (answer.refused) return refuse(reply, answer);
    if (answer.whole) return sendJsonWithEtag(request, reply, answer.whole.etag, answer.whole.body);
    const { rows: storeAgents, ...counts } = answer.page;
    return { storeAgents, visibleStoreCheckIds: answer.visibleIds, ...counts };
  },

  async getCashpointReportCsv(request, reply) {
    const csv = await reportCsv(cashpointReportKind, request);
    if (csv.refused) return refuse(reply, csv);
    const { file, columns, rows } = csv;
    return sendCsv(reply, file, columns, rows);
  },

  async getStoreAgentReportCsv(request, reply) {
    const csv = await reportCsv(storeReportKind, request);
    if (csv.refused) return refuse(reply, csv);
    const { file, columns, rows } = csv;
    return sendCsv(reply, file, columns, rows);
  },
} satisfies Partial<Handlers>;
