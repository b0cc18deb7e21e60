import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { PendingTarget } from './delivery';

// The delivery of many agents' checks at once (agentDelivery.ts): their pending targets in one
// statement per thousand registers, and the lock that serialises a context's hand-outs.

/** Ids bound in one statement at most. */
const maxIds = 1000;

export interface OwnedPendingTarget extends PendingTarget {
  storeAgentId: number | null;
}

/**
 * The targets of these registers and store servers that may still be handed out (waiting for
 * approval, queued, sent), oldest first.
 */
export async function pendingTargetsOfMany(
  db: Db,
  cashpointIds: readonly number[],
  storeAgentIds: readonly number[],
): Promise<OwnedPendingTarget[]> {
  const rows: OwnedPendingTarget[] = [];
  const read = async (column: 't.cashpointId' | 't.storeAgentId', ids: readonly number[]) => {
    for (let i = 0; i < ids.length; i += maxIds) {
      const found = await db.kysely
        .selectFrom('actionTargets as t')
        .innerJoin('actionRequests as r', 'r.id', 't.requestId')
        .select([
          't.id',
          't.uid',
          't.requestId',
          't.state',
          't.hold',
          't.deadlineAt',
          't.storeRowId',
          't.cashpointId',
          't.storeAgentId',
          'r.kind',
          'r.parameters',
          'r.emergencyReason',
        ])
        .where(column, 'in', ids.slice(i, i + maxIds))
        .where('t.state', 'in', ['waitingForApproval', 'queued', 'sent'])
        .execute();
      for (const row of found) rows.push({ ...row, deadlineAt: Number(row.deadlineAt) });
    }
  };
  await read('t.cashpointId', cashpointIds);
  await read('t.storeAgentId', storeAgentIds);
  return rows.sort((a, b) => a.id - b.id);
}

/** A first key of the advisory lock of its own, so no other lock of the database shares it. */
const handOutLockSpace = 4901;

/**
 * Serialises the hand-outs of one context for the rest of the transaction (PostgreSQL; SQLite runs
 * one transaction at a time anyway): the running targets of its stores and of the context are
 * counted and the new ones written without another instance's hand-out in between, so neither the
 * per-store nor the per-context limit is overrun, also by two stores handing out at once.
 */
export async function lockContextHandOuts(db: Db, contextId: number): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${handOutLockSpace}, ${contextId})`.execute(db.kysely);
}

/** Whether the store of a register has a target queued (the register's own, another's, its server's). */
export async function queuedNearRegister(db: Db, cashpointId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('actionTargets as t')
    .innerJoin('cashpoints as c', 'c.storeRowId', 't.storeRowId')
    .select('t.id')
    .where('c.id', '=', cashpointId)
    .where('t.state', '=', 'queued')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a context has a target queued: a slot freed by an ended one may let it go. */
export async function queuedInContext(db: Db, contextId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('actionTargets')
    .select('id')
    .where('contextId', '=', contextId)
    .where('state', '=', 'queued')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
