import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ActionRequestStateValue, ActionTargetStateValue } from '../../platform/db/schemaActions';
import type { ActionRequestRow } from './actions';

// The SQL of the operators' views: a context's requests newest first, a request's targets paged
// (optionally of one state as the page shows it, a queued target held by a gate under its hold), and
// one register's or store server's history.

export async function requestsOfContext(
  db: Db,
  contextId: number,
  filter: { state?: ActionRequestStateValue; kind?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: ActionRequestRow[]; total: number }> {
  let query = db.kysely.selectFrom('actionRequests').where('contextId', '=', contextId);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** A target row with its register's or store server's uid, store and number. */
const targetColumns = [
  't.id',
  't.uid',
  't.requestId',
  't.state',
  't.hold',
  't.attempts',
  't.sentAt',
  't.startedAt',
  't.finishedAt',
  't.exitCode',
  't.output',
  't.bundleKey',
  't.cashpointId',
  's.storeId',
  's.name as storeName',
  'c.posId',
  'c.uid as cashpointUid',
  'a.uid as storeAgentUid',
] as const;

function targetsQuery(db: Db) {
  return db.kysely
    .selectFrom('actionTargets as t')
    .innerJoin('stores as s', 's.id', 't.storeRowId')
    .leftJoin('cashpoints as c', 'c.id', 't.cashpointId')
    .leftJoin('storeAgents as a', 'a.id', 't.storeAgentId');
}

export type TargetListRow = Awaited<ReturnType<typeof targetsOfRequest>>['rows'][number];

/** A page of a request's targets in the order they were queued; `state` as the page names it. */
export async function targetsOfRequest(
  db: Db,
  requestId: number,
  state: { stored: ActionTargetStateValue; hold?: string | null } | undefined,
  page: { offset: number; limit: number },
) {
  let query = targetsQuery(db).where('t.requestId', '=', requestId);
  if (state) {
    query = query.where('t.state', '=', state.stored);
    if (state.hold !== undefined) {
      const hold = state.hold;
      query = hold === null ? query.where('t.hold', 'is', null) : query.where('t.hold', '=', hold);
    }
  }
  // Of one state the index (request, state, id) reads the page in order. Of all states the request's
  // rows are sorted: ordered by the bare id, the planner may walk the whole table by its primary key
  // looking for the request's rows (migration 0034 dropped the index by request and id).
  const order = state ? sql<number>`t.id` : sql<number>`t.id + 0`;
  const [rows, total] = await Promise.all([
    query.select(targetColumns).orderBy(order).offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** A register's or store server's targets, newest first, with their requests. */
export async function historyOf(
  db: Db,
  contextId: number,
  of: { cashpointUid: string } | { storeAgentUid: string },
  page: { offset: number; limit: number },
) {
  let query = targetsQuery(db)
    .innerJoin('actionRequests as r', 'r.id', 't.requestId')
    .where('t.contextId', '=', contextId);
  query =
    'cashpointUid' in of ? query.where('c.uid', '=', of.cashpointUid) : query.where('a.uid', '=', of.storeAgentUid);
  const [rows, total] = await Promise.all([
    query
      .select(targetColumns)
      .select([
        'r.uid as requestUid',
        'r.kind',
        'r.parameters',
        'r.requestedBy',
        'r.createdAt as requestedAt',
        'r.emergencyReason',
      ])
      .orderBy('t.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Whether the context has the register or store server (by uid). */
export async function targetExists(
  db: Db,
  contextId: number,
  of: { cashpointUid: string } | { storeAgentUid: string },
) {
  const row =
    'cashpointUid' in of
      ? await db.kysely
          .selectFrom('cashpoints as c')
          .innerJoin('stores as s', 's.id', 'c.storeRowId')
          .select('c.id')
          .where('s.contextId', '=', contextId)
          .where('c.uid', '=', of.cashpointUid)
          .executeTakeFirst()
      : await db.kysely
          .selectFrom('storeAgents as a')
          .innerJoin('stores as s', 's.id', 'a.storeRowId')
          .select('a.id')
          .where('s.contextId', '=', contextId)
          .where('a.uid', '=', of.storeAgentUid)
          .executeTakeFirst();
  return row !== undefined;
}
