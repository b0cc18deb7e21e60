import { audited, changesBetween, fullName, storeObject } from '../../audit';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import { badRequest, conflict, errorReply } from '../../platform/http/replies';
import { isoTime } from '../../platform/ids';
import { principalOf } from '../../platform/principal';
import { contextOf, type Handlers } from '../../platform/types';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { berlinDay, missingMessage, type TaxNoticeReport } from '../logic/report';
import { contextReports, reportsFor } from '../reportLoad';
import { countOpenFiscalStores, fiscalStoreOf, insertReport, reportsOf } from '../repository/reportRows';
import { reportedProblem } from '../validation';
import { reportCsvLines } from '../views';

// A store's Kassenmeldung (issue 52): the report as JSON and CSV, the initial report of a whole
// context as one CSV, 'Als gemeldet markieren' and the history. The rules of
// accounts/operationRules.ts have checked the context named in the query or body.

const t = taxNoticeTexts.taxNotice.report;

const historyEntry = (row: Awaited<ReturnType<typeof reportsOf>>[number]) => ({
  id: row.id,
  reportedOn: row.reportedOn,
  transferTicket: row.transferTicket,
  reportedAt: isoTime(row.reportedAt)!,
  reportedBy: row.reportedBy,
  snapshot: JSON.parse(row.snapshot) as TaxNoticeReport,
});

export const reportHandlers = {
  async getTaxNotice(request, reply) {
    const context = contextOf(request);
    const db = request.server.db.kysely;
    const store = await fiscalStoreOf(db, context.id, request.params.storeUid);
    if (!store) return errorReply(reply, 404, t.problems.unknownStore(request.params.storeUid));
    const [report] = await reportsFor(db, context, [store], request.server.now());
    return report!;
  },

  async getTaxNoticeCsv(request, reply) {
    const context = contextOf(request);
    const db = request.server.db.kysely;
    const store = await fiscalStoreOf(db, context.id, request.params.storeUid);
    if (!store) return errorReply(reply, 404, t.problems.unknownStore(request.params.storeUid));
    const [report] = await reportsFor(db, context, [store], request.server.now());
    return sendCsvLines(reply, t.csvFile(store.storeId), t.csvHeader, reportCsvLines(report!));
  },

  async getTaxNoticesCsv(request, reply) {
    const context = contextOf(request);
    const reports = await contextReports(request.server.db.kysely, context, request.server.now());
    return sendCsvLines(reply, t.csvAllFile(context.key), t.csvHeader, reports.flatMap(reportCsvLines));
  },

  async getTaxNoticeInitialReports(request) {
    const context = contextOf(request);
    const { page = 1, size = 10 } = request.query;
    const db = request.server.db.kysely;
    const [rows, total] = await Promise.all([
      contextReports(db, context, request.server.now(), { limit: size, offset: (page - 1) * size }),
      countOpenFiscalStores(db, context.id),
    ]);
    return { rows, total };
  },

  async getTaxNoticeHistory(request, reply) {
    const context = contextOf(request);
    const db = request.server.db.kysely;
    const { storeUid } = request.params;
    if (!(await fiscalStoreOf(db, context.id, storeUid)))
      return errorReply(reply, 404, t.problems.unknownStore(storeUid));
    return { rows: (await reportsOf(db, context.id, [storeUid])).map(historyEntry) };
  },

  async markTaxNoticeReported(request, reply) {
    const context = contextOf(request);
    const { storeUid } = request.params;
    const { reportedOn, transferTicket } = request.body;
    const now = request.server.now();
    const problem = reportedProblem(reportedOn, transferTicket, berlinDay(now));
    if (problem) return badRequest(reply, problem);
    const reportedBy = fullName(principalOf(request).user);
    const ticket = transferTicket.trim();
    // Built in the transaction that records it: the snapshot is exactly what the changes are linked to.
    const outcome = await audited(request, async (trx, record) => {
      const db = trx.kysely;
      const store = await fiscalStoreOf(db, context.id, storeUid);
      if (!store) return { status: 404 as const, message: t.problems.unknownStore(storeUid) };
      const [report] = await reportsFor(db, context, [store], now);
      if (!report!.complete) return { status: 409 as const, message: missingMessage(report!) };
      const row = { reportedOn, transferTicket: ticket, reportedAt: now, reportedBy, snapshot: JSON.stringify(report) };
      const id = await insertReport(
        db,
        { contextId: context.id, storeUid, ...row },
        report!.changes.map((c) => c.id),
      );
      record({
        action: 'taxNoticeReported',
        object: storeObject({ uid: storeUid, storeId: store.storeId, name: store.name }),
        changes: changesBetween({}, { reportedOn, transferTicket: ticket }),
      });
      return { status: 200 as const, entry: historyEntry({ id, storeUid, ...row }) };
    });
    if (outcome.status === 404) return errorReply(reply, 404, outcome.message);
    if (outcome.status === 409) return conflict(reply, outcome.message);
    return outcome.entry;
  },
} satisfies Partial<Handlers>;
