import { isEndState, type ActionKind } from '../../shared/actions/catalogue';
import type { Db } from '../platform/db/connection';
import { inTransaction } from '../platform/db/transaction';
import { recordEvent } from '../webhooks';
import { finishRequest, requestsToFinish, targetCounts } from './repository/actions';

// A request ends when its last target ends: it is then 'finished' (or 'cancelled' when someone
// cancelled it and its running targets have ended since), and the event webhooks' `actionFinished`
// goes out with the end states' counts. Every place that ends targets calls this: an agent's report,
// the expiry, a cancel.

/** The end states' counts of a request's targets, as the webhook names them. */
export async function endCounts(db: Db, requestId: number) {
  const counts = { succeeded: 0, failed: 0, expired: 0, cancelled: 0 };
  for (const { state, count } of (await targetCounts(db, [requestId])).get(requestId) ?? []) {
    if (isEndState(state)) counts[state] += count;
  }
  return counts;
}

/**
 * Ends every one of these requests whose targets have all ended, in the caller's transaction (or a
 * new one), each once even when two instances ask at the same time. Returns the uids it ended.
 */
export function onTargetsFinished(db: Db, requestIds: readonly number[], now: number): Promise<string[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return inTransaction(db, async (trx) => {
    const ended: string[] = [];
    for (const request of await requestsToFinish(trx, [...new Set(requestIds)])) {
      const state = request.cancelledAt === null ? 'finished' : 'cancelled';
      if (!(await finishRequest(trx, request.id, state, now))) continue;
      ended.push(request.uid);
      await recordEvent(
        trx,
        { id: request.contextId, key: request.contextKey },
        {
          type: 'actionFinished',
          action: {
            uid: request.uid,
            kind: request.kind as ActionKind,
            state,
            requestedBy: request.requestedBy,
            emergencyReason: request.emergencyReason,
            targets: request.total,
            counts: await endCounts(trx, request.id),
          },
        },
        now,
      );
    }
    return ended;
  });
}

/** The same for the request of one target: what an agent's report calls after an end state. */
export function onTargetFinished(db: Db, requestId: number, now: number): Promise<string[]> {
  return onTargetsFinished(db, [requestId], now);
}
