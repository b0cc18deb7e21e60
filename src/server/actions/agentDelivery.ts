import type { ActionHold, ActionKind } from '../../shared/actions/catalogue';
import { storesOpenNow } from '../calendar';
import type { Db } from '../platform/db/connection';
import { inTransaction } from '../platform/db/transaction';
import { onTargetsFinished } from './finish';
import { judgeBatch, type ActionLimits } from './logic';
import { runningCounts, setHolds } from './repository/actions';
import { lockContextHandOuts, pendingTargetsOfMany, type OwnedPendingTarget } from './repository/agentBatch';
import { expireTargets, markSent, type AgentTargetRef } from './repository/delivery';
import { cashpointsWithOpenReceipt, storesWithOpenReceipt } from './repository/receipts';

// What a register or store server is handed now (GET /api/agent/actions): the one path that hands
// out actions (the tests ask it as an agent's check does). A new action wakes every agent of its
// context that holds its check open (20,000 on one instance), and each must be answered within a
// second or two; one delivery per check would be some eight statements each. So the checks that arrive in
// one turn of the event loop, or while the previous batch ran, are delivered together, per context:
// one read of their pending targets (most have none and are answered at once), then one transaction
// that locks the context's hand-outs, reads the pending targets, the open receipts and the running
// counts again, judges all of them with the gates (logic/gates.ts) as if handed out in their order,
// moves the deliverable ones from queued to sent, expires those past their deadline and records the
// holds of the rest.
//
// Exactly once: a target moves queued → sent only in an UPDATE that requires it to be queued still
// (markSent), under the context's lock, and that commit comes before any reply names it. Two
// instances, two checks, a retry: only one of them finds it queued. A target that is sent and not
// reported started is handed to its agent again on every check (firstDelivery false), so a reply
// lost with a dying instance (after the commit, before the agent read it) is not lost: the agent's
// next check, on any instance, gets the same actionUid again; the agent runs an actionUid once.

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

interface Ask {
  target: AgentTarget;
  resolve(actions: DueAction[]): void;
  reject(error: unknown): void;
}

/** Checks delivered in one batch at most. */
const maxBatch = 5000;

class DeliveryBatcher {
  private queue: Ask[] = [];
  private scheduled = false;
  private running = false;
  /** Batches delivered, for the tests and the bench. */
  batches = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
    private readonly limits: () => ActionLimits,
  ) {}

  ask(target: AgentTarget): Promise<DueAction[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ target, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.runNext();
    });
  }

  private async runNext(): Promise<void> {
    const batch = this.queue.splice(0, maxBatch);
    if (batch.length === 0) return;
    this.running = true;
    this.batches += 1;
    const byContext = new Map<number, Ask[]>();
    for (const ask of batch) {
      const list = byContext.get(ask.target.contextId) ?? [];
      if (list.length === 0) byContext.set(ask.target.contextId, list);
      list.push(ask);
    }
    try {
      await Promise.all(
        [...byContext].map(([contextId, asks]) =>
          deliverMany(this.db, contextId, asks, this.clock(), this.limits()).catch((error: unknown) => {
            for (const ask of asks) ask.reject(error);
          }),
        ),
      );
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}

const ownerKey = (row: { cashpointId: number | null; storeAgentId: number | null }) =>
  row.cashpointId !== null ? `c${row.cashpointId}` : `a${row.storeAgentId}`;
const askKey = (target: AgentTarget) =>
  'cashpointId' in target.ref ? `c${target.ref.cashpointId}` : `a${target.ref.storeAgentId}`;

async function deliverMany(db: Db, contextId: number, asks: Ask[], now: number, limits: ActionLimits): Promise<void> {
  const cashpointIds = asks.flatMap((a) => ('cashpointId' in a.target.ref ? [a.target.ref.cashpointId] : []));
  const storeAgentIds = asks.flatMap((a) => ('storeAgentId' in a.target.ref ? [a.target.ref.storeAgentId] : []));
  const first = await pendingTargetsOfMany(db, cashpointIds, storeAgentIds);
  const withPending = new Set(first.map(ownerKey));
  for (const ask of asks) if (!withPending.has(askKey(ask.target))) ask.resolve([]);
  const busy = asks.filter((ask) => withPending.has(askKey(ask.target)));
  if (busy.length === 0) return;
  const storeRowIds = [...new Set(busy.map((a) => a.target.storeRowId))];
  const open = await storesOpenNow(db, contextId, now, storeRowIds);
  const busyCashpoints = busy.flatMap((a) => ('cashpointId' in a.target.ref ? [a.target.ref.cashpointId] : []));
  const busyAgents = busy.flatMap((a) => ('storeAgentId' in a.target.ref ? [a.target.ref.storeAgentId] : []));
  const { due, expiredRequests } = await inTransaction(db, async (trx) => {
    await lockContextHandOuts(trx, contextId);
    // Read again under the lock: another check may have sent or expired some meanwhile.
    const rows = await pendingTargetsOfMany(trx, busyCashpoints, busyAgents);
    const receipts = await cashpointsWithOpenReceipt(trx, busyCashpoints);
    const storeReceipts = await storesWithOpenReceipt(trx, [
      ...new Set(rows.filter((r) => r.storeAgentId !== null).map((r) => r.storeRowId)),
    ]);
    const running = await runningCounts(trx, contextId, storeRowIds);
    const stores = new Map(
      storeRowIds.map((id) => [
        id,
        {
          storeOpen: open.get(id) ?? false,
          anyOpenReceipt: storeReceipts.has(id),
          runningInStore: running.inStore.get(id) ?? 0,
        },
      ]),
    );
    const judged = judgeBatch(
      rows.map((row) => ({
        target: { kind: row.kind as ActionKind, state: row.state, deadlineAt: row.deadlineAt },
        storeKey: row.storeRowId,
        openReceipt: row.cashpointId !== null ? receipts.has(row.cashpointId) : null,
        emergency: row.emergencyReason !== null,
        item: row,
      })),
      stores,
      { now, runningInContext: running.inContext, limits },
    );
    const toSend = judged.filter((j) => j.verdict.verdict === 'deliver').map((j) => j.item);
    const queued = toSend.filter((row) => row.state === 'queued').map((row) => row.id);
    const resent = toSend.filter((row) => row.state === 'sent').map((row) => row.id);
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
    const handed = toSend.filter((row) => row.state === 'sent' || sentNow.has(row.id));
    return { due: handed.map((row) => dueActionOf(row, sentNow.has(row.id))), expiredRequests: expired.requestIds };
  });
  const byOwner = new Map<string, DueAction[]>();
  for (const action of due) byOwner.set(action.owner, [...(byOwner.get(action.owner) ?? []), action.due]);
  // Two checks of one register in one batch (an agent that asked twice at once): the first gets the
  // new ones as new, the second as repeats, so no reply names an action new a second time.
  for (const ask of busy) {
    const key = askKey(ask.target);
    const actions = byOwner.get(key) ?? [];
    ask.resolve(actions);
    byOwner.set(
      key,
      actions.map((action) => ({ ...action, firstDelivery: false })),
    );
  }
  await onTargetsFinished(db, expiredRequests, now);
}

function dueActionOf(row: OwnedPendingTarget, firstDelivery: boolean): { owner: string; due: DueAction } {
  return {
    owner: ownerKey(row),
    due: {
      id: row.id,
      actionUid: row.uid,
      kind: row.kind as ActionKind,
      parameters: JSON.parse(row.parameters) as Record<string, string>,
      deadlineAt: row.deadlineAt,
      firstDelivery,
    },
  };
}

const batchers = new WeakMap<Db, DeliveryBatcher>();

/**
 * The actions due to an agent's register or store server now, delivered with the checks of this turn
 * and moved to sent. Requests whose last target expired here are ended (`onTargetsFinished`).
 */
export function dueActions(
  db: Db,
  target: AgentTarget,
  clock: () => number,
  limits: () => ActionLimits,
): Promise<DueAction[]> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new DeliveryBatcher(db, clock, limits)));
  return batcher.ask(target);
}
