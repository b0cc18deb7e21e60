import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashpointCatalogue } from '../../shared/reports/cashpointColumns';
import type { ReportCatalogue } from '../../shared/reports/catalogue';
import type { ReportColumn } from '../../shared/reports/types';
import { cashpointChecks, storeChecks, visibleCheckIds } from '../../shared/reports/checks';
import { reportPage, selectReportRows, type ReportPage, type ReportQuery } from '../../shared/reports/reportQuery';
import type { CashpointReportRow, StoreReportRow } from '../../shared/reports/rows';
import { storeCatalogue } from '../../shared/reports/storeColumns';
import { reportTexts } from '../../shared/texts/de/reports';
import type { Db } from '../platform/db/connection';
import { parseJsonArray } from '../platform/db/json';
import type { CachedReply } from '../fleet';
import { contextOf } from '../platform/types';
import type { SyncfileKind } from '../platform/db/schema';
import { rolloutTargetUids } from '../updates';
import { cachedCashpointReport, cachedStoreReport } from './cachedReports';
import { reportQueryOf, type ReportRequestQuery, type RolloutFilter } from './reportRequest';
import { asksForWholeList, wholeReportBody, wholeReportEtag } from './wholeReport';

// Both reports take the full list of the context from the per-store cache and hand it, with the
// request's query, to the shared report rules (src/shared/reports/reportQuery.ts), which the SPA
// uses too. The whole list, the same for every operator, is answered from the cached JSON with an
// ETag.

type Context = ReturnType<typeof contextOf>;

/** What differs between the two reports on the server; everything else is one code path. */
interface ReportKind<Row> {
  catalogue: ReportCatalogue<Row>;
  cached(db: Db, contextId: number, now: number, offlineAfterSeconds: number): Promise<CachedReply<Row>>;
  /** The optional columns the context shows. */
  visibleIds(context: Context): string[];
  /** The reply's keys of the rows and of the columns the context shows. */
  rowsKey: string;
  visibleKey: string;
  csvFile(contextKey: string): string;
  /** The targets of its rows (the row's uid), for the filter to a rollout's stores. */
  targetKind: SyncfileKind;
  uidOf(row: Row): string;
}

export const cashpointReportKind: ReportKind<CashpointReportRow> = {
  catalogue: cashpointCatalogue,
  cached: cachedCashpointReport,
  visibleIds: (context) =>
    visibleCheckIds(
      cashpointChecks,
      context.allCashpointChecksVisible,
      parseJsonArray<string>(context.visibleCashpointCheckIds),
    ),
  rowsKey: 'cashpoints',
  visibleKey: 'visibleCashpointCheckIds',
  csvFile: reportTexts.reports.cashpoint.csvFile,
  targetKind: 'cashpoint',
  uidOf: (row) => row.uid,
};

export const storeReportKind: ReportKind<StoreReportRow> = {
  catalogue: storeCatalogue,
  cached: cachedStoreReport,
  visibleIds: (context) =>
    visibleCheckIds(storeChecks, context.allStoreChecksVisible, parseJsonArray<string>(context.visibleStoreCheckIds)),
  rowsKey: 'storeAgents',
  visibleKey: 'visibleStoreCheckIds',
  csvFile: reportTexts.reports.store.csvFile,
  targetKind: 'store',
  uidOf: (row) => row.uid,
};

type ReportRequest = FastifyRequest<{ Querystring: ReportRequestQuery & RolloutFilter & { contextId: string } }>;

/** Why a report call cannot answer: `wave` without `rollout` (400), or a rollout the context lacks (404). */
export type ReportRefusal = { refused: 'waveWithoutRollout' | 'unknownRollout' };

interface ReportData<Row> {
  refused?: undefined;
  cached: CachedReply<Row>;
  /** The rows the report works on: the context's, or only those of the rollout's stores. */
  rows(): Row[];
  filtered: boolean;
  visibleIds: string[];
  query: ReportQuery;
}

async function reportData<Row>(
  kind: ReportKind<Row>,
  request: ReportRequest,
): Promise<ReportRefusal | ReportData<Row>> {
  const app = request.server;
  const context = contextOf(request);
  const { rollout, wave } = request.query;
  if (rollout === undefined && wave !== undefined) return { refused: 'waveWithoutRollout' };
  const [cached, inRollout] = await Promise.all([
    kind.cached(app.db, context.id, app.now(), app.config.offlineAfterSeconds),
    rollout === undefined ? undefined : rolloutTargetUids(app.db, context.id, rollout, wave, kind.targetKind),
  ]);
  if (inRollout === null) return { refused: 'unknownRollout' };
  return {
    cached,
    // Filtered to a rollout ('in Welle 2'): its stores' rows, on which the report's own rules work.
    rows: () =>
      inRollout === undefined ? cached.rows() : cached.rows().filter((row) => inRollout.has(kind.uidOf(row))),
    filtered: inRollout !== undefined,
    visibleIds: kind.visibleIds(context),
    query: reportQueryOf(request.query, kind.catalogue.filters),
  };
}

/** The answer to a report call: the whole list as cached JSON with its ETag, or the asked page. */
export type ReportAnswer<Row> =
  | ReportRefusal
  | { refused?: undefined; whole: { etag: string; body: () => string | Buffer } }
  | { refused?: undefined; whole?: undefined; page: ReportPage<Row>; visibleIds: string[] };

export async function reportAnswer<Row>(kind: ReportKind<Row>, request: ReportRequest): Promise<ReportAnswer<Row>> {
  const data = await reportData(kind, request);
  if (data.refused) return data;
  const { cached, rows, filtered, visibleIds, query } = data;
  if (!filtered && asksForWholeList(query)) {
    const whole = { ...kind, cached, visibleIds };
    return { whole: { etag: wholeReportEtag(whole), body: () => wholeReportBody(whole) } };
  }
  return { page: reportPage(kind.catalogue, rows(), query, visibleIds), visibleIds };
}

/** The rows and columns of a CSV export: every row the query selects, under the columns on screen. */
export async function reportCsv<Row>(
  kind: ReportKind<Row>,
  request: ReportRequest,
): Promise<
  ReportRefusal | { refused?: undefined; file: string; columns: readonly ReportColumn<Row>[]; rows: readonly Row[] }
> {
  const data = await reportData(kind, request);
  if (data.refused) return data;
  const { shown, rows } = selectReportRows(kind.catalogue, data.rows(), data.query, data.visibleIds);
  return { file: kind.csvFile(request.query.contextId), columns: shown, rows };
}

/** The settings of a register report call that decide which rows it lets through. */
export interface CashpointReportSelection {
  columns?: readonly string[];
  warningsOnly?: boolean;
  filters?: Readonly<Record<string, string>>;
}

/**
 * The store numbers of the registers the register report lets through with these settings, as its
 * call would (the same cached rows and rules); a filter id the report does not have is named back.
 */
export function cashpointReportStoreIds(
  app: FastifyInstance,
  context: Context,
  selection: CashpointReportSelection,
): Promise<{ storeIds: Set<string> } | { unknownFilter: string }> {
  return cashpointReportStoreIdsAt(app.db, context, selection, app.now(), app.config.offlineAfterSeconds);
}

/** The same without a request: a rollout's wave takes its stores when it starts, also in the job. */
export async function cashpointReportStoreIdsAt(
  db: Db,
  context: Context,
  selection: CashpointReportSelection,
  now: number,
  offlineAfterSeconds: number,
): Promise<{ storeIds: Set<string> } | { unknownFilter: string }> {
  const selected = await cashpointReportRows(db, context, selection, now, offlineAfterSeconds);
  if ('unknownFilter' in selected) return selected;
  return { storeIds: new Set(selected.rows.flatMap((row) => (row.storeId === null ? [] : [row.storeId]))) };
}

/**
 * The registers (their uids) the register report lets through with these settings, as its call
 * would: the targets of a remote action chosen by a report's filter.
 */
export async function cashpointReportUids(
  db: Db,
  context: Context,
  selection: CashpointReportSelection,
  now: number,
  offlineAfterSeconds: number,
): Promise<{ uids: string[] } | { unknownFilter: string }> {
  const selected = await cashpointReportRows(db, context, selection, now, offlineAfterSeconds);
  if ('unknownFilter' in selected) return selected;
  return { uids: selected.rows.map((row) => row.uid) };
}

/** The register report's rows these settings let through (the same cached rows and rules as its call). */
async function cashpointReportRows(
  db: Db,
  context: Context,
  selection: CashpointReportSelection,
  now: number,
  offlineAfterSeconds: number,
): Promise<{ rows: readonly CashpointReportRow[] } | { unknownFilter: string }> {
  const catalogue = cashpointReportKind.catalogue;
  const filters = selection.filters ?? {};
  const unknownFilter = Object.keys(filters).find((id) => !catalogue.filters.some((f) => f.id === id));
  if (unknownFilter !== undefined) return { unknownFilter };
  const cached = await cashpointReportKind.cached(db, context.id, now, offlineAfterSeconds);
  const query = reportQueryOf(
    { ...filters, columns: selection.columns, warningsOnly: selection.warningsOnly },
    catalogue.filters,
  );
  return selectReportRows(catalogue, cached.rows(), query, cashpointReportKind.visibleIds(context));
}
