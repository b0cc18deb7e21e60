import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { precompiled } from '../../platform/db/precompiled';
import type { PendingTarget } from './delivery';
import { chunksFor, oneOf } from './idLists';

// The delivery of many agents' checks at once (agentDelivery.ts): their pending targets in one
// statement (chunks on SQLite, see idLists.ts), and the lock that serialises a context's hand-outs.

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
    for (const part of chunksFor(db, ids)) {
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
        .where(oneOf(db, column, part))
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

const queuedNear = (joinStore: boolean) =>
  precompiled<'cashpointId', { id: number }>((db, value) => {
    let query = db
      .selectFrom('actionTargets as t')
      .innerJoin('cashpoints as c', 'c.storeRowId', 't.storeRowId')
      .select('t.id')
      .where('c.id', '=', value<number>('cashpointId'))
      .where('t.state', '=', 'queued');
    if (joinStore)
      query = query.innerJoin('stores as s', 's.id', 'c.storeRowId').whereRef('t.contextId', '=', 's.contextId');
    return query.limit(1);
  });
// Asked on the heartbeat path whenever a receipt closes, so compiled once per database.
const queuedNearBy = { sqlite: queuedNear(false), postgres: queuedNear(true) };

/**
 * Whether the store of a register has a target queued (the register's own, another's, its server's).
 * SQLite finds a store's targets by (store, state); PostgreSQL by (context, state, store), so there
 * the store's context is named too (migration 0034).
 */
export async function queuedNearRegister(db: Db, cashpointId: number): Promise<boolean> {
  const rows = await queuedNearBy[db.dialect](db.kysely, db.kysely, { cashpointId });
  return rows.length > 0;
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

/**
 * Per context with requests that wait or run: a mark that changes with any write to them (a new
 * request, an approval, a retry, a cancel), for the signals' safety net (signals.ts).
 */
export async function requestMarks(db: Db): Promise<Map<number, string>> {
  const rows = await db.kysely
    .selectFrom('actionRequests')
    .select(['contextId', (eb) => eb.fn.max('updatedAt').as('at'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('state', 'in', ['waitingForApproval', 'active'])
    .groupBy('contextId')
    .execute();
  return new Map(rows.map((row) => [row.contextId, `${Number(row.at)}.${Number(row.count)}`]));
}
