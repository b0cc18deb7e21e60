import type { FastifyRequest } from 'fastify';
import { actionKindName, type ActionKind } from '../../shared/actions/catalogue';
import { actionTexts } from '../../shared/texts/de/actions';
import { loadPrincipal } from '../accounts';
import { audited, fullName } from '../audit';
import type { Db } from '../platform/db/connection';
import { principalOf } from '../platform/principal';
import { onTargetsFinished } from './finish';
import { approvalRefusal, personOf, requestRefusal } from './policy';
import type { ActionRequestRow } from './repository/actions';
import { approveRequest, cancelTargets, markCancelled, retryFailedTargets } from './repository/steering';
import { announceActionsQueued } from './wake';

// An operator's steps on a request: approve (four eyes), cancel what has not started, queue the
// failed targets again. Each refuses what its state does not allow (409) and who may not (403), is
// audited in the transaction of its change, and wakes the agents waiting for new actions.

const m = actionTexts.actionMessages;

/** A step's outcome: done, or the status and German message of its refusal. */
export type StepOutcome = { done: true } | { done: false; status: 403 | 409; message: string };
const refused = (status: 403 | 409, message: string): StepOutcome => ({ done: false, status, message });
const object = (row: ActionRequestRow) => ({
  type: 'action' as const,
  id: row.uid,
  label: actionKindName(row.kind as ActionKind),
});

/** The requester as an account and as the person it stands for (a service account: its owner). */
export async function requesterOf(db: Db, row: ActionRequestRow) {
  if (row.requestedById === null) return { account: null, person: null };
  const requester = await loadPrincipal(db, row.requestedById);
  return { account: row.requestedById, person: requester ? personOf(requester) : row.requestedById };
}

export async function approve(request: FastifyRequest, row: ActionRequestRow, comment: string): Promise<StepOutcome> {
  const principal = principalOf(request);
  const app = request.server;
  if (row.state !== 'waitingForApproval') return refused(409, m.notWaiting);
  const refusal = approvalRefusal(principal, await requesterOf(app.db, row));
  if (refusal) return refused(403, refusal);
  const now = app.now();
  const approved = await audited(request, async (db, record) => {
    const name = fullName(principal.user) || principal.user.login;
    if (!(await approveRequest(db, row.id, { id: principal.user.id, name }, comment.trim(), now))) return false;
    record({
      action: 'actionApproved',
      object: object(row),
      changes: [{ field: 'approvalComment', before: null, after: comment.trim() }],
    });
    return true;
  });
  if (!approved) return refused(409, m.notWaiting);
  announceActionsQueued(app.db, { contextId: row.contextId, requestId: row.id });
  return { done: true };
}

export async function cancel(request: FastifyRequest, row: ActionRequestRow): Promise<StepOutcome> {
  const principal = principalOf(request);
  const app = request.server;
  const now = app.now();
  const cancelled = await audited(request, async (db, record) => {
    const count = await cancelTargets(db, row.id, now);
    if (count === 0) return 0;
    await markCancelled(db, row.id, fullName(principal.user) || principal.user.login, now);
    await onTargetsFinished(db, [row.id], now);
    record({
      action: 'actionCancelled',
      object: object(row),
      changes: [{ field: 'cancelledTargets', before: null, after: String(count) }],
    });
    return count;
  });
  return cancelled === 0 ? refused(409, m.nothingToCancel) : { done: true };
}

export async function retryFailed(
  request: FastifyRequest,
  row: ActionRequestRow,
  deadlineMinutes: number | undefined,
): Promise<StepOutcome> {
  const principal = principalOf(request);
  const app = request.server;
  const refusal = requestRefusal(principal, row.kind as ActionKind);
  if (refusal) return refused(403, refusal);
  if (row.state === 'cancelled' || row.state === 'waitingForApproval') return refused(409, m.nothingToRetry);
  const now = app.now();
  const minutes = deadlineMinutes ?? row.deadlineMinutes;
  const retried = await audited(request, async (db, record) => {
    const count = await retryFailedTargets(db, row.id, now + minutes * 60_000, now);
    if (count > 0) {
      record({
        action: 'actionRetried',
        object: object(row),
        changes: [{ field: 'retriedTargets', before: null, after: String(count) }],
      });
    }
    return count;
  });
  if (retried === 0) return refused(409, m.nothingToRetry);
  announceActionsQueued(app.db, { contextId: row.contextId, requestId: row.id });
  return { done: true };
}
