import { audited, changesBetween, fullName, storeLabel, cashpointLabel } from '../../audit';
import { isoTime, newUid } from '../../platform/ids';
import { contextOf, type Handlers } from '../../platform/types';
import { badRequest, conflict, notFound } from '../../platform/http/replies';
import {
  endMaintenanceRow,
  findMaintenance,
  findSubject,
  insertMaintenance,
  releaseHeld,
  runningMaintenance,
  runningOfSubject,
  type MaintenanceRow,
} from '../repository/maintenance';
import { maintenanceError, wallTime } from '../maintenance/validation';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { principalOf } from '../../platform/principal';

// 'Wartung': a store or register whose alerts are detected but not told until a time. Starting and
// ending one is audited on the store or register it is about.

const t = alertOwnershipTexts.alertOwnershipMessages;

function maintenanceJson(row: MaintenanceRow) {
  return {
    uid: row.uid,
    storeUid: row.storeUid,
    storeId: row.storeId,
    cashpointUid: row.cashpointUid,
    posId: row.posId,
    reason: row.reason,
    from: isoTime(row.startsAt)!,
    until: isoTime(row.endsAt)!,
    createdBy: row.createdBy,
  };
}

/** The store or register as the audit log names it. */
function subjectObject(row: { storeUid: string; storeId: string; cashpointUid: string | null; posId: string | null }) {
  return row.cashpointUid !== null && row.posId !== null
    ? { type: 'cashpoint' as const, id: row.cashpointUid, label: cashpointLabel(row.storeId, row.posId) }
    : { type: 'store' as const, id: row.storeUid, label: storeLabel(row.storeId, null) };
}

export const maintenanceHandlers = {
  async getMaintenance(request) {
    const context = contextOf(request);
    const rows = await runningMaintenance(request.server.db, context.id, request.server.now());
    return { maintenance: rows.map(maintenanceJson) };
  },

  // One maintenance per subject at a time: a second would leave it unclear which end counts.
  async startMaintenance(request, reply) {
    const context = contextOf(request);
    const app = request.server;
    const now = app.now();
    const { storeUid, cashpointUid = null, reason } = request.body;
    const until = Date.parse(request.body.until);
    const problem = maintenanceError(until, reason, now);
    if (problem) return badRequest(reply, problem);
    type Outcome = { notFound: true } | { runningUntil: number } | { uid: string };
    const outcome = await audited(request, async (db, record): Promise<Outcome> => {
      const subject = await findSubject(db, context.id, storeUid, cashpointUid);
      if (!subject) return { notFound: true };
      const running = await runningOfSubject(db, context.id, storeUid, cashpointUid, now);
      if (running) return { runningUntil: running.endsAt };
      const row = {
        uid: newUid(),
        contextId: context.id,
        storeUid,
        storeId: subject.store.storeId,
        cashpointUid,
        posId: subject.cashpoint?.posId ?? null,
        reason: reason.trim(),
        startsAt: now,
        endsAt: until,
        createdBy: fullName(principalOf(request).user),
      };
      await insertMaintenance(db, row);
      record({
        action: 'maintenanceStarted',
        object: subjectObject(row),
        changes: changesBetween({}, { until: isoTime(until), reason: row.reason }),
      });
      return { uid: row.uid };
    });
    if ('notFound' in outcome) return notFound(reply);
    if ('runningUntil' in outcome) {
      return conflict(reply, t.alreadyInMaintenance(wallTime(outcome.runningUntil, app.config.timeZone)));
    }
    return { uid: outcome.uid };
  },

  // Ending early makes the notifications it held due now: the alerts are told as if it never ran.
  async endMaintenance(request, reply) {
    const context = contextOf(request);
    const app = request.server;
    const now = app.now();
    const outcome = await audited(request, async (db, record) => {
      const row = await findMaintenance(db, context.id, request.body.uid);
      if (!row) return 'notFound' as const;
      if (!(await endMaintenanceRow(db, row.id, now))) return 'over' as const;
      await releaseHeld(db, row, now);
      record({
        action: 'maintenanceEnded',
        object: subjectObject(row),
        changes: changesBetween({ until: isoTime(row.endsAt) }, { until: isoTime(now) }),
      });
      return 'done' as const;
    });
    if (outcome === 'notFound') return notFound(reply);
    if (outcome === 'over') return conflict(reply, t.maintenanceOver);
    return { ok: true };
  },
} satisfies Partial<Handlers>;
