import type { Db } from '../../platform/db/connection';

// The SQL of an operator's steps on a request: approving it, cancelling what has not started,
// queuing its failed targets again. Each step changes only rows still in the state it starts from,
// so a step made twice (two clicks, two instances) changes nothing the second time.

/** Approves a request that waits: true when this call approved it. Its targets are queued. */
export async function approveRequest(
  db: Db,
  id: number,
  approver: { id: number; name: string },
  comment: string,
  now: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('actionRequests')
    .set({
      state: 'active',
      approvedById: approver.id,
      approvedBy: approver.name,
      approvedAt: now,
      approvalComment: comment,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('state', '=', 'waitingForApproval')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.kysely
    .updateTable('actionTargets')
    .set({ state: 'queued', updatedAt: now })
    .where('requestId', '=', id)
    .where('state', '=', 'waitingForApproval')
    .execute();
  return true;
}

/** Cancels the targets of a request that have not started; returns how many. */
export async function cancelTargets(db: Db, id: number, now: number): Promise<number> {
  const result = await db.kysely
    .updateTable('actionTargets')
    .set({ state: 'cancelled', hold: null, finishedAt: now, updatedAt: now })
    .where('requestId', '=', id)
    .where('state', 'in', ['waitingForApproval', 'queued', 'sent'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Notes who cancelled a request (it ends once its running targets have ended). */
export async function markCancelled(db: Db, id: number, by: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('actionRequests')
    .set({ cancelledBy: by, cancelledAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('state', 'in', ['waitingForApproval', 'active'])
    .execute();
}

/** Queues the failed targets of a request again with a new deadline; returns how many. */
export async function retryFailedTargets(db: Db, id: number, deadlineAt: number, now: number): Promise<number> {
  const result = await db.kysely
    .updateTable('actionTargets')
    .set((eb) => ({
      state: 'queued',
      hold: null,
      attempts: eb('attempts', '+', 1),
      deadlineAt,
      sentAt: null,
      startedAt: null,
      finishedAt: null,
      exitCode: null,
      output: null,
      reportedAt: null,
      updatedAt: now,
    }))
    .where('requestId', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  if (count > 0) {
    await db.kysely
      .updateTable('actionRequests')
      .set({ state: 'active', finishedAt: null, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }
  return count;
}
