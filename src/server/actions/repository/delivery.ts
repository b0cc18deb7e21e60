import type { Db } from '../../platform/db/connection';
import type { ActionTargetStateValue } from '../../platform/db/schemaActions';
import { chunksFor, oneOf } from './idLists';

// The SQL of handing actions to agents and taking their reports: a register's or store server's
// pending targets' shape, the move queued → sent, expiry and the monotonic reports (open receipts:
// receipts.ts).

/** A register or a store server as an agent names itself. */
export type AgentTargetRef = { cashpointId: number } | { storeAgentId: number };

/** The register or store server of an agent's call, with its store; undefined when unknown. */
export async function agentTargetOf(
  db: Db,
  contextId: number,
  target: 'cashpoint' | 'storeAgent',
  storeId: string,
  posId: string | undefined,
): Promise<{ ref: AgentTargetRef; storeRowId: number } | undefined> {
  if (target === 'cashpoint') {
    if (posId === undefined) return undefined;
    const row = await db.kysely
      .selectFrom('cashpoints as c')
      .innerJoin('stores as s', 's.id', 'c.storeRowId')
      .select(['c.id', 's.id as storeRowId'])
      .where('s.contextId', '=', contextId)
      .where('s.storeId', '=', storeId)
      .where('c.posId', '=', posId)
      .executeTakeFirst();
    return row && { ref: { cashpointId: row.id }, storeRowId: row.storeRowId };
  }
  const row = await db.kysely
    .selectFrom('storeAgents as a')
    .innerJoin('stores as s', 's.id', 'a.storeRowId')
    .select(['a.id', 's.id as storeRowId'])
    .where('s.contextId', '=', contextId)
    .where('s.storeId', '=', storeId)
    .executeTakeFirst();
  return row && { ref: { storeAgentId: row.id }, storeRowId: row.storeRowId };
}

/** A target not ended, with what its request says: what the gates and the agent's reply need. */
export interface PendingTarget {
  id: number;
  uid: string;
  requestId: number;
  state: ActionTargetStateValue;
  hold: string | null;
  deadlineAt: number;
  storeRowId: number;
  cashpointId: number | null;
  kind: string;
  parameters: string;
  emergencyReason: string | null;
}

/**
 * Moves queued targets to sent (and counts a delivery of those sent already, handed out again);
 * only a target still in the state it was judged in moves, so two instances never both send it
 * as new. Returns the ids that were queued and are sent now.
 */
export async function markSent(db: Db, queuedIds: readonly number[], resentIds: readonly number[], now: number) {
  const moved: number[] = [];
  for (const part of chunksFor(db, queuedIds)) {
    const rows = await db.kysely
      .updateTable('actionTargets')
      .set((eb) => ({ state: 'sent', hold: null, sentAt: now, deliveries: eb('deliveries', '+', 1), updatedAt: now }))
      .where(oneOf(db, 'id', part))
      .where('state', '=', 'queued')
      .returning('id')
      .execute();
    moved.push(...rows.map((row) => row.id));
  }
  for (const part of chunksFor(db, resentIds)) {
    await db.kysely
      .updateTable('actionTargets')
      .set((eb) => ({ deliveries: eb('deliveries', '+', 1), updatedAt: now }))
      .where(oneOf(db, 'id', part))
      .where('state', '=', 'sent')
      .execute();
  }
  return moved;
}

/**
 * Expires targets that have not started and whose deadline passed: these ids (a delivery's), or
 * every such target (the expiry job, at most `limit`). Returns the requests they belong to.
 */
export async function expireTargets(
  db: Db,
  now: number,
  ids?: readonly number[],
  limit = 5000,
): Promise<{ requestIds: number[]; count: number }> {
  let candidates = db.kysely
    .selectFrom('actionTargets')
    .select('id')
    .where('state', 'in', ['waitingForApproval', 'queued', 'sent'])
    .where('deadlineAt', '<=', now);
  if (ids !== undefined) {
    if (ids.length === 0) return { requestIds: [], count: 0 };
    candidates = candidates.where('id', 'in', ids);
  }
  const found = (await candidates.limit(limit).execute()).map((row) => row.id);
  if (found.length === 0) return { requestIds: [], count: 0 };
  const rows = await db.kysely
    .updateTable('actionTargets')
    .set({ state: 'expired', hold: null, finishedAt: now, updatedAt: now })
    .where('id', 'in', found)
    .where('state', 'in', ['waitingForApproval', 'queued', 'sent'])
    .returning('requestId')
    .execute();
  return { requestIds: [...new Set(rows.map((row) => row.requestId))], count: rows.length };
}

/** A target of a context by its uid (the agent's actionUid), with its request's kind; else undefined. */
export async function targetForReport(db: Db, contextId: number, uid: string) {
  return db.kysely
    .selectFrom('actionTargets as t')
    .innerJoin('actionRequests as r', 'r.id', 't.requestId')
    .select(['t.id', 't.uid', 't.requestId', 't.state', 't.storeRowId', 't.cashpointId', 't.storeAgentId', 'r.kind'])
    .where('t.contextId', '=', contextId)
    .where('t.uid', '=', uid)
    .executeTakeFirst();
}

/**
 * Moves a target to `state` only from one of `from` (the states before it), so a report never moves
 * it backwards and a second report of the same end state changes nothing. True when it moved.
 */
export async function moveTarget(
  db: Db,
  id: number,
  from: readonly ActionTargetStateValue[],
  set: {
    state: ActionTargetStateValue;
    startedAt?: number;
    finishedAt?: number;
    exitCode?: number | null;
    output?: string | null;
    reportedAt?: number;
  },
  now: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('actionTargets')
    .set({ ...set, hold: null, updatedAt: now })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps the storage key of a target's log bundle (the last upload wins). */
export async function setBundle(db: Db, id: number, key: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('actionTargets')
    .set({ bundleKey: key, bundleAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** Bundles older than `before` (their keys), for the job that removes them after 14 days. */
export async function oldBundles(db: Db, before: number, limit = 1000) {
  return db.kysely
    .selectFrom('actionTargets')
    .select(['id', 'bundleKey'])
    .where('bundleKey', 'is not', null)
    .where('bundleAt', '<', before)
    .limit(limit)
    .execute();
}

export async function clearBundles(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.kysely
    .updateTable('actionTargets')
    .set({ bundleKey: null, bundleAt: null })
    .where('id', 'in', ids)
    .execute();
}
