import type { Db } from '../platform/db/connection';
import { onTargetsFinished } from './finish';
import { expireTargets } from './repository/delivery';

// The jobs of actions, which src/server/jobs.ts starts on the leading instance.

/** How often targets past their deadline are expired (an agent's call expires its own at once too). */
export const actionExpiryIntervalMs = 30_000;

/**
 * Expires every target that has not started and whose deadline passed (waiting for approval, for a
 * gate, or sent but never reported started), a few thousand per statement until none is left, and
 * ends the requests whose last target that was. Returns how many it expired.
 */
export async function expireActions(db: Db, now: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { requestIds, count } = await expireTargets(db, now);
    total += count;
    await onTargetsFinished(db, requestIds, now);
    if (count === 0) return total;
  }
}
