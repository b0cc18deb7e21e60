import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ActionRequestsTable, ActionTargetsTable } from '../../platform/db/schema';
import type { ActionRequestStateValue, ActionTargetStateValue } from '../../platform/db/schemaActions';
import type { Selectable } from 'kysely';
import { chunksFor, oneOf } from './idLists';

// The SQL of action requests and their targets: the only code that reads or writes their tables
// (the targets' delivery and reports in ./delivery.ts, the resolution of targets in ./targets.ts).

export type ActionRequestRow = Selectable<ActionRequestsTable>;
export type ActionTargetRow = Selectable<ActionTargetsTable>;

/** A target's stored states in which it has not ended. */
export const openStates: readonly ActionTargetStateValue[] = ['waitingForApproval', 'queued', 'sent', 'running'];
/** The states that take a slot of the per-store and per-context limits: handed out, not ended. */
export const slotStates: readonly ActionTargetStateValue[] = ['sent', 'running'];

export async function requestById(db: Db, id: number): Promise<ActionRequestRow | undefined> {
  return db.kysely.selectFrom('actionRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function requestOfContext(db: Db, contextId: number, uid: string): Promise<ActionRequestRow | undefined> {
  return db.kysely
    .selectFrom('actionRequests')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export interface NewActionRequest {
  uid: string;
  contextId: number;
  kind: string;
  targetKind: 'cashpoint' | 'storeAgent';
  parameters: string;
  state: ActionRequestStateValue;
  requestedById: number | null;
  requestedBy: string;
  emergencyReason: string | null;
  deadlineMinutes: number;
  total: number;
  now: number;
}

export async function insertRequest(db: Db, request: NewActionRequest): Promise<number> {
  const { now, ...row } = request;
  const inserted = await db.kysely
    .insertInto('actionRequests')
    .values({ ...row, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A random uid made by the database, so 50,000 targets are inserted by one statement. */
export function sqlUid(db: Db) {
  return db.dialect === 'postgres'
    ? sql<string>`md5(random()::text || clock_timestamp()::text || random()::text)`
    : sql<string>`lower(hex(randomblob(16)))`;
}

/** The targets of a request per stored state and hold. */
export async function targetCounts(
  db: Db,
  requestIds: readonly number[],
): Promise<Map<number, { state: ActionTargetStateValue; hold: string | null; count: number }[]>> {
  const counts = new Map<number, { state: ActionTargetStateValue; hold: string | null; count: number }[]>();
  if (requestIds.length === 0) return counts;
  const rows = await db.kysely
    .selectFrom('actionTargets')
    .select(['requestId', 'state', 'hold', (eb) => eb.fn.countAll<number>().as('count')])
    .where('requestId', 'in', requestIds)
    .groupBy(['requestId', 'state', 'hold'])
    .execute();
  for (const row of rows) {
    const list = counts.get(row.requestId) ?? [];
    list.push({ state: row.state, hold: row.hold, count: Number(row.count) });
    counts.set(row.requestId, list);
  }
  return counts;
}

/** How many targets are handed out and not ended, in each of some stores and in the context. */
export async function runningCounts(
  db: Db,
  contextId: number,
  storeRowIds: readonly number[],
): Promise<{ inContext: number; inStore: Map<number, number> }> {
  const inStore = new Map<number, number>();
  const rows = await db.kysely
    .selectFrom('actionTargets')
    .select(['storeRowId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('contextId', '=', contextId)
    .where('state', 'in', slotStates)
    .groupBy('storeRowId')
    .execute();
  const wanted = new Set(storeRowIds);
  let inContext = 0;
  for (const row of rows) {
    inContext += Number(row.count);
    if (wanted.has(row.storeRowId)) inStore.set(row.storeRowId, Number(row.count));
  }
  return { inContext, inStore };
}

/** Sets the state of a request (and when it ended, for finished or cancelled). */
export async function setRequestState(
  db: Db,
  id: number,
  state: ActionRequestStateValue,
  now: number,
  extra: Partial<Pick<ActionRequestRow, 'cancelledBy' | 'cancelledAt' | 'finishedAt'>> = {},
): Promise<void> {
  await db.kysely
    .updateTable('actionRequests')
    .set({ state, updatedAt: now, ...extra })
    .where('id', '=', id)
    .execute();
}

/** Whether a request still has a target that has not ended. */
export async function hasOpenTargets(db: Db, requestId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('actionTargets')
    .select('id')
    .where('requestId', '=', requestId)
    .where('state', 'in', openStates)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the gate that holds queued targets now (null: none), for the counts of the list. */
export async function setHolds(
  db: Db,
  holds: ReadonlyMap<string | null, readonly number[]>,
  now: number,
): Promise<void> {
  for (const [hold, ids] of holds) {
    for (const part of chunksFor(db, ids)) {
      await db.kysely
        .updateTable('actionTargets')
        .set({ hold, updatedAt: now })
        .where(oneOf(db, 'id', part))
        .where('state', '=', 'queued')
        .where((eb) =>
          hold === null ? eb('hold', 'is not', null) : eb.or([eb('hold', 'is', null), eb('hold', '!=', hold)]),
        )
        .execute();
    }
  }
}

/** The requests (of these) that wait or run and have no target left that has not ended, with their context's key. */
export async function requestsToFinish(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db.kysely
    .selectFrom('actionRequests as r')
    .innerJoin('contexts as c', 'c.id', 'r.contextId')
    .select([
      'r.id',
      'r.uid',
      'r.kind',
      'r.requestedBy',
      'r.emergencyReason',
      'r.total',
      'r.cancelledAt',
      'r.contextId',
      'c.key as contextKey',
    ])
    .where('r.id', 'in', requestIds)
    .where('r.state', 'in', ['waitingForApproval', 'active'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('actionTargets as t')
            .select('t.id')
            .whereRef('t.requestId', '=', 'r.id')
            .where('t.state', 'in', openStates),
        ),
      ),
    )
    .execute();
}

/** Moves a request that waits or runs to its end state; false when another instance did first. */
export async function finishRequest(
  db: Db,
  id: number,
  state: 'finished' | 'cancelled',
  now: number,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('actionRequests')
    .set({ state, finishedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('state', 'in', ['waitingForApproval', 'active'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
