import { audited, changesBetween, fullName } from '../../audit';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import { badRequest, errorReply, forbidden } from '../../platform/http/replies';
import { isoTime } from '../../platform/ids';
import { principalOf } from '../../platform/principal';
import { contextOf, type Handlers } from '../../platform/types';
import { fiscalTexts } from '../../../shared/texts/de/fiscal';
import { dayOf, forecastBounds, forecastMonths } from '../logic';
import { contextsCovered } from '../policy';
import { deleteSwapPlan, historyOf, openPlanOf, saveSwapPlan, tseIdOf } from '../repository/tseHistory';
import { expiriesPerMonth, samplesOf, tseBySerial } from '../repository/tseList';
import { completeRows, everyTse, tsePage } from '../tseRows';
import { planProblems } from '../validation';
import { tseCsvCells } from '../views';

// The fiscal cockpit (issue 50): the TSEs of the contexts the user sees, the forecast of their
// expiries per month, one TSE's detail and its swap plan, and the CSV. The rules of
// accounts/operationRules.ts have checked a named context in the body or (detail) the query.

const t = fiscalTexts.fiscal;
/** The audit log's object of a TSE: its serial names it. */
const tseObject = (serial: string) => ({
  type: 'tse' as const,
  id: serial,
  label: fiscalTexts.fiscalAudit.label(serial),
});
/** The detail's counter chart: the samples of this many days. */
const samplesShownMs = 90 * 86_400_000;
const dayMs = 86_400_000;
/** 'Handlungsbedarf' takes a certificate that ends within this many days (today counted as 0). */
const needsActionDays = 91;

export const fiscalHandlers = {
  async getTses(request, reply) {
    const { contextId, needsAction, sortBy = 'daysLeft', page = 1, size = 10, ...filters } = request.query;
    const contextIds = contextsCovered(principalOf(request), contextId);
    if (!contextIds) return forbidden(reply);
    const now = request.server.now();
    const needsActionBefore = needsAction ? dayOf(now + needsActionDays * dayMs) : undefined;
    const query = { contextIds, ...filters, needsActionBefore, sortBy, limit: size, offset: (page - 1) * size };
    return tsePage(request.server.db.kysely, query, now);
  },

  async getTseForecast(request, reply) {
    const { contextId, months = 24 } = request.query;
    const contextIds = contextsCovered(principalOf(request), contextId);
    if (!contextIds) return forbidden(reply);
    const now = request.server.now();
    const { from, before } = forecastBounds(now, months);
    const counted = new Map(
      (await expiriesPerMonth(request.server.db.kysely, contextIds, from, before)).map((m) => [m.month, m]),
    );
    return {
      months: forecastMonths(now, months).map((month) => ({
        month,
        tses: counted.get(month)?.tses ?? 0,
        cashpoints: counted.get(month)?.cashpoints ?? 0,
      })),
    };
  },

  async getTsesCsv(request, reply) {
    const { contextId } = request.query;
    const contextIds = contextsCovered(principalOf(request), contextId);
    if (!contextIds) return forbidden(reply);
    const rows = everyTse(request.server.db.kysely, { contextIds, sortBy: 'daysLeft' }, request.server.now());
    const lines = (async function* () {
      for await (const row of rows) yield tseCsvCells(row);
    })();
    return sendCsvLines(reply, t.csv.file(contextId && contextId !== '*' ? contextId : 'alle'), t.csv.header, lines);
  },

  async getTse(request, reply) {
    const context = contextOf(request);
    const { serial } = request.params;
    const db = request.server.db.kysely;
    const now = request.server.now();
    const row = await tseBySerial(db, context.id, serial);
    if (!row) return errorReply(reply, 404, t.problems.unknownSerial(serial));
    const [[tse], history, samples] = await Promise.all([
      completeRows(db, [row], now),
      historyOf(db, row.id),
      samplesOf(db, [row.id], now - samplesShownMs),
    ]);
    return {
      tse: tse!,
      activatedAt: isoTime(row.activatedAt),
      firstSeen: isoTime(row.firstSeen)!,
      lastSeen: isoTime(row.lastSeen)!,
      inUse: row.retiredAt === null,
      history: history.map((entry) => ({
        at: isoTime(entry.at)!,
        kind: entry.kind as 'firstSeen',
        storeId: entry.storeId,
        posId: entry.posId,
        otherSerial: entry.otherSerial,
        from: entry.fromValue,
        to: entry.toValue,
      })),
      counterSamples: (samples.get(row.id) ?? []).map(({ day, counter }) => ({ day, counter })),
    };
  },

  async planTseSwap(request, reply) {
    const context = contextOf(request);
    const { serial } = request.params;
    const { date, note = '' } = request.body;
    const db = request.server.db.kysely;
    const now = request.server.now();
    const tseId = await tseIdOf(db, context.id, serial);
    if (tseId === undefined) return errorReply(reply, 404, t.problems.unknownSerial(serial));
    const problems = planProblems(date, now);
    if (problems.length > 0) return badRequest(reply, problems.join(' '));
    const plannedBy = fullName(principalOf(request).user);
    const plan = { plannedFor: date, planNote: note.trim() };
    await audited(request, async (trx, record) => {
      const before = await openPlanOf(trx.kysely, tseId);
      await saveSwapPlan(trx.kysely, { tseId, plannedFor: date, note: plan.planNote, plannedBy, plannedAt: now });
      record({
        action: 'tseSwapPlanned',
        object: tseObject(serial),
        changes: changesBetween(before ? { plannedFor: before.plannedFor, planNote: before.note } : {}, plan),
      });
    });
    return { ok: true };
  },

  async deleteTseSwapPlan(request, reply) {
    const context = contextOf(request);
    const db = request.server.db.kysely;
    const tseId = await tseIdOf(db, context.id, request.params.serial);
    if (tseId === undefined) return errorReply(reply, 404, t.problems.unknownSerial(request.params.serial));
    await audited(request, async (trx, record) => {
      const before = await openPlanOf(trx.kysely, tseId);
      // Deleting no plan changes nothing, and the log says nothing of it.
      if (!before || !(await deleteSwapPlan(trx.kysely, tseId))) return;
      const was = { plannedFor: before.plannedFor, planNote: before.note };
      record({
        action: 'tseSwapPlanDeleted',
        object: tseObject(request.params.serial),
        changes: changesBetween(was, {}),
      });
    });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
