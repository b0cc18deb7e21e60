import type { ActionHold, ActionKind } from '../../shared/actions/catalogue';
import { storesOpenNow } from '../calendar';
import type { Db } from '../platform/db/connection';
import { inTransaction } from '../platform/db/transaction';
import { onTargetsFinished } from './finish';
import { judgeBatch, type ActionLimits } from './logic';
import { runningCounts, setHolds } from './repository/actions';
import {
  cashpointsWithOpenReceipt,
  expireTargets,
  lockStore,
  markSent,
  pendingTargetsOf,
  storesWithOpenReceipt,
  type AgentTargetRef,
} from './repository/delivery';

// What a register or store server is handed now (GET /api/agent/actions): its pending targets,
// judged by the gates with the facts of its store, in one transaction that moves the deliverable
// ones from queued to sent, expires those past their deadline and records the holds of the rest.
// On PostgreSQL the store's row is locked meanwhile, so two calls of one store (two registers, two
// instances) take its slots one after the other and the per-store limit holds.

/** An action as the agent gets it (before the console's signature is added). */
export interface DueAction {
  /** The target's id and uid: the agent's actionUid. */
  id: number;
  actionUid: string;
  kind: ActionKind;
  parameters: Record<string, string>;
  /** ms, UTC. */
  deadlineAt: number;
  /** It was queued and is sent now (false: handed out before and not yet reported started). */
  firstDelivery: boolean;
}

export interface AgentTarget {
  contextId: number;
  ref: AgentTargetRef;
  storeRowId: number;
}

/**
 * The actions due to one agent target now, moving them to sent. Requests whose last target expired
 * here are ended (`onTargetsFinished`). The call is cheap when nothing is pending: one indexed read.
 */
export async function dueActions(db: Db, target: AgentTarget, now: number, limits: ActionLimits): Promise<DueAction[]> {
  const pending = await pendingTargetsOf(db, target.ref);
  if (pending.length === 0) return [];
  const open = await storesOpenNow(db, target.contextId, now, [target.storeRowId]);
  const { due, expiredRequests } = await inTransaction(db, async (trx) => {
    await lockStore(trx, target.storeRowId);
    // Read again under the lock: another call may have sent or expired some meanwhile.
    const rows = await pendingTargetsOf(trx, target.ref);
    const receipt =
      'cashpointId' in target.ref
        ? (await cashpointsWithOpenReceipt(trx, [target.ref.cashpointId])).size > 0
        : (await storesWithOpenReceipt(trx, [target.storeRowId])).size > 0;
    const running = await runningCounts(trx, target.contextId, [target.storeRowId]);
    const judged = judgeBatch(
      rows.map((row) => ({
        target: { kind: row.kind as ActionKind, state: row.state, deadlineAt: row.deadlineAt },
        storeKey: row.storeRowId,
        openReceipt: 'cashpointId' in target.ref ? receipt : null,
        emergency: row.emergencyReason !== null,
        item: row,
      })),
      new Map([
        [
          target.storeRowId,
          {
            storeOpen: open.get(target.storeRowId) ?? false,
            anyOpenReceipt: receipt,
            runningInStore: running.inStore.get(target.storeRowId) ?? 0,
          },
        ],
      ]),
      { now, runningInContext: running.inContext, limits },
    );
    const toSend = judged.filter((j) => j.verdict.verdict === 'deliver');
    const queued = toSend.filter((j) => j.item.state === 'queued').map((j) => j.item.id);
    const resent = toSend.filter((j) => j.item.state === 'sent').map((j) => j.item.id);
    const sentNow = new Set(await markSent(trx, queued, resent, now));
    const expired = await expireTargets(
      trx,
      now,
      judged.filter((j) => j.verdict.verdict === 'expire').map((j) => j.item.id),
    );
    const holds = new Map<ActionHold | null, number[]>();
    for (const { item, verdict } of judged) {
      if (verdict.verdict !== 'hold' || item.state !== 'queued' || item.hold === verdict.hold) continue;
      holds.set(verdict.hold, [...(holds.get(verdict.hold) ?? []), item.id]);
    }
    await setHolds(trx, holds, now);
    const due = toSend
      .filter((j) => j.item.state === 'sent' || sentNow.has(j.item.id))
      .map(({ item }): DueAction => ({
        id: item.id,
        actionUid: item.uid,
        kind: item.kind as ActionKind,
        parameters: JSON.parse(item.parameters) as Record<string, string>,
        deadlineAt: item.deadlineAt,
        firstDelivery: sentNow.has(item.id),
      }));
    return { due, expiredRequests: expired.requestIds };
  });
  await onTargetsFinished(db, expiredRequests, now);
  return due;
}
