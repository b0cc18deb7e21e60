import { cashpointChecks, storeChecks, visibleCheckIds } from '../../shared/reports/checks';
import { cashpointCatalogue } from '../../shared/reports/cashpointColumns';
import { reportPage, selectReportRows } from '../../shared/reports/reportQuery';
import { storeCatalogue } from '../../shared/reports/storeColumns';
import { texts } from '../../shared/texts/de';
import { parseJsonArray } from '../db/json';
import { cachedCashpointReport } from '../reports/cashpointReport';
import { sendCsv } from '../reports/csvExport';
import { reportQueryOf } from '../reports/reportRequest';
import { cachedStoreReport } from '../reports/storeReport';
import { asksForWholeList, wholeReportBody, wholeReportEtag } from '../reports/wholeReport';
import { sendJsonWithEtag } from './cachedJson';
import { contextOf, type Handlers } from '../types';
import type { FastifyRequest } from 'fastify';

// Both reports take the full list of the context from the per-store cache and hand it, with the
// request's query, to the shared report rules (src/shared/reports/reportQuery.ts), which the SPA
// uses too. The whole list, the same for every operator, is answered from the cached JSON with an
// ETag.

async function cashpointData(request: FastifyRequest) {
  const app = request.server;
  const context = contextOf(request);
  return {
    cached: await cachedCashpointReport(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
    visibleIds: visibleCheckIds(
      cashpointChecks,
      context.allCashpointChecksVisible,
      parseJsonArray<string>(context.visibleCashpointCheckIds),
    ),
  };
}

async function storeData(request: FastifyRequest) {
  const app = request.server;
  const context = contextOf(request);
  return {
    cached: await cachedStoreReport(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
    visibleIds: visibleCheckIds(
      storeChecks,
      context.allStoreChecksVisible,
      parseJsonArray<string>(context.visibleStoreCheckIds),
    ),
  };
}

export const reportHandlers = {
  async getCashpointReport(request, reply) {
    const { cached, visibleIds } = await cashpointData(request);
    const query = reportQueryOf(request.query, cashpointCatalogue.filters);
    if (asksForWholeList(query)) {
      const whole = {
        catalogue: cashpointCatalogue,
        cached,
        visibleIds,
        rowsKey: 'cashpoints',
        visibleKey: 'visibleCashpointCheckIds',
      };
      return sendJsonWithEtag(request, reply, wholeReportEtag(whole), () => wholeReportBody(whole));
    }
    const { rows: cashpoints, ...counts } = reportPage(cashpointCatalogue, cached.rows(), query, visibleIds);
    return { cashpoints, visibleCashpointCheckIds: visibleIds, ...counts };
  },

  async getStoreAgentReport(request, reply) {
    const { cached, visibleIds } = await storeData(request);
    const query = reportQueryOf(request.query, storeCatalogue.filters);
    if (asksForWholeList(query)) {
      const whole = {
        catalogue: storeCatalogue,
        cached,
        visibleIds,
        rowsKey: 'storeAgents',
        visibleKey: 'visibleStoreCheckIds',
      };
      return sendJsonWithEtag(request, reply, wholeReportEtag(whole), () => wholeReportBody(whole));
    }
    const { rows: storeAgents, ...counts } = reportPage(storeCatalogue, cached.rows(), query, visibleIds);
    return { storeAgents, visibleStoreCheckIds: visibleIds, ...counts };
  },

  async getCashpointReportCsv(request, reply) {
    const { cached, visibleIds } = await cashpointData(request);
    const query = reportQueryOf(request.query, cashpointCatalogue.filters);
    const selection = selectReportRows(cashpointCatalogue, cached.rows(), query, visibleIds);
    return sendCsv(reply, texts.reports.cashpoint.csvFile(request.query.contextId), selection.shown, selection.rows);
  },

  async getStoreAgentReportCsv(request, reply) {
    const { cached, visibleIds } = await storeData(request);
    const query = reportQueryOf(request.query, storeCatalogue.filters);
    const selection = selectReportRows(storeCatalogue, cached.rows(), query, visibleIds);
    return sendCsv(reply, texts.reports.store.csvFile(request.query.contextId), selection.shown, selection.rows);
  },
} satisfies Partial<Handlers>;
