import { cashpointChecks, storeChecks, visibleCheckIds } from '../../shared/reports/checks';
import { cashpointCatalogue } from '../../shared/reports/cashpointColumns';
import { reportPage, selectReportRows } from '../../shared/reports/reportQuery';
import { storeCatalogue } from '../../shared/reports/storeColumns';
import { texts } from '../../shared/texts/de';
import { parseJsonArray } from '../db/json';
import { cashpointReport } from '../reports/cashpointReport';
import { sendCsv } from '../reports/csvExport';
import { reportQueryOf } from '../reports/reportRequest';
import { storeReport } from '../reports/storeReport';
import { contextOf, type Handlers } from '../types';
import type { FastifyRequest } from 'fastify';

// Both reports build the full list of the context in one query and hand it, with the request's
// query, to the shared report rules (src/shared/reports/reportQuery.ts), which the SPA uses too.

async function cashpointData(request: FastifyRequest) {
  const app = request.server;
  const context = contextOf(request);
  return {
    rows: await cashpointReport(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
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
    rows: await storeReport(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
    visibleIds: visibleCheckIds(
      storeChecks,
      context.allStoreChecksVisible,
      parseJsonArray<string>(context.visibleStoreCheckIds),
    ),
  };
}

export const reportHandlers = {
  async getCashpointReport(request) {
    const { rows, visibleIds } = await cashpointData(request);
    const query = reportQueryOf(request.query, cashpointCatalogue.filters);
    const { rows: cashpoints, ...counts } = reportPage(cashpointCatalogue, rows, query, visibleIds);
    return { cashpoints, visibleCashpointCheckIds: visibleIds, ...counts };
  },

  async getStoreAgentReport(request) {
    const { rows, visibleIds } = await storeData(request);
    const query = reportQueryOf(request.query, storeCatalogue.filters);
    const { rows: storeAgents, ...counts } = reportPage(storeCatalogue, rows, query, visibleIds);
    return { storeAgents, visibleStoreCheckIds: visibleIds, ...counts };
  },

  async getCashpointReportCsv(request, reply) {
    const { rows, visibleIds } = await cashpointData(request);
    const query = reportQueryOf(request.query, cashpointCatalogue.filters);
    const selection = selectReportRows(cashpointCatalogue, rows, query, visibleIds);
    return sendCsv(reply, texts.reports.cashpoint.csvFile(request.query.contextId), selection.shown, selection.rows);
  },

  async getStoreAgentReportCsv(request, reply) {
    const { rows, visibleIds } = await storeData(request);
    const query = reportQueryOf(request.query, storeCatalogue.filters);
    const selection = selectReportRows(storeCatalogue, rows, query, visibleIds);
    return sendCsv(reply, texts.reports.store.csvFile(request.query.contextId), selection.shown, selection.rows);
  },
} satisfies Partial<Handlers>;
