import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ActionTargetStateValue } from '../../platform/db/schemaActions';
import { sqlUid } from './actions';
import { chunksFor, oneOf } from './idLists';

// The SQL of an action's targets before they are queued: registers or store servers of a context
// by uid or by store number, their stores and numbers for the dry run, whether they report a
// service, and the insert of a request's targets (INSERT … SELECT: the rows are built by the
// database, 50,000 in one statement on PostgreSQL, see idLists.ts).

export type TargetKind = 'cashpoint' | 'storeAgent';

/**
 * The registers or store servers of a context whose uid (`t.uid`) or store number (`s.storeId`) is
 * one of `values`, with what the dry run shows of them: the one query behind both ways of naming
 * targets. It reads their facts at once, so a dry run for 50,000 registers reads them once, not by
 * their ids again.
 */
async function targetRows(
  db: Db,
  contextId: number,
  kind: TargetKind,
  by: 't.uid' | 's.storeId',
  values: readonly string[],
): Promise<TargetFacts[]> {
  const out: TargetFacts[] = [];
  for (const part of chunksFor(db, [...new Set(values)])) {
    const where = oneOf(db, by, part, 'text');
    if (kind === 'cashpoint') {
      out.push(
        ...(await factsQuery(db, 'cashpoint')
          .select('t.posId')
          .where('s.contextId', '=', contextId)
          .where(where)
          .execute()),
      );
    } else {
      const rows = await factsQuery(db, 'storeAgent').where('s.contextId', '=', contextId).where(where).execute();
      out.push(...rows.map((row) => ({ ...row, posId: null })));
    }
  }
  return sortFacts(out);
}

/** The registers or store servers of a context, named by their uids. */
export const targetsByUids = (db: Db, contextId: number, kind: TargetKind, uids: readonly string[]) =>
  targetRows(db, contextId, kind, 't.uid', uids);

/** The registers or store servers of the stores with these numbers (store ids). */
export const targetsByStoreIds = (db: Db, contextId: number, kind: TargetKind, storeIds: readonly string[]) =>
  targetRows(db, contextId, kind, 's.storeId', storeIds);

/** The store servers of the stores of these registers (by the registers' uids). */
export async function storeAgentIdsOfCashpoints(db: Db, contextId: number, uids: readonly string[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const part of chunksFor(db, [...new Set(uids)])) {
    const rows = await db.kysely
      .selectFrom('cashpoints as c')
      .innerJoin('stores as s', 's.id', 'c.storeRowId')
      .innerJoin('storeAgents as a', 'a.storeRowId', 's.id')
      .select('a.id')
      .where('s.contextId', '=', contextId)
      .where(oneOf(db, 'c.uid', part, 'text'))
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

/** A target as the dry run shows it and the gates judge it. */
export interface TargetFacts {
  id: number;
  uid: string;
  storeRowId: number;
  storeId: string;
  storeName: string;
  posId: string | null;
}

/** The registers' or store servers' columns the dry run shows, with their stores'. */
function factsQuery(db: Db, kind: TargetKind) {
  // Both tables have the columns read here (id, uid, store_row_id); the type names one of them.
  const table = (kind === 'cashpoint' ? 'cashpoints as t' : 'storeAgents as t') as 'cashpoints as t';
  return db.kysely
    .selectFrom(table)
    .innerJoin('stores as s', 's.id', 't.storeRowId')
    .select(['t.id', 't.uid', 't.storeRowId', 's.storeId', 's.name as storeName']);
}

/** Each target once, ordered by store number, then register number. */
function sortFacts(facts: readonly TargetFacts[]): TargetFacts[] {
  const unique = [...new Map(facts.map((f) => [f.id, f])).values()];
  const number = (text: string | null) => (text === null ? 0 : Number(text));
  return unique.sort(
    (a, b) => number(a.storeId) - number(b.storeId) || number(a.posId) - number(b.posId) || a.id - b.id,
  );
}

/** The targets' uids, stores and numbers by their row ids, in the order of `sortFacts`. */
export async function targetFacts(db: Db, kind: TargetKind, ids: readonly number[]): Promise<TargetFacts[]> {
  const out: TargetFacts[] = [];
  for (const part of chunksFor(db, ids)) {
    if (kind === 'cashpoint') {
      out.push(
        ...(await factsQuery(db, kind)
          .select('t.posId')
          .where(oneOf(db, 't.id', part))
          .execute()),
      );
    } else {
      const rows = await factsQuery(db, kind)
        .where(oneOf(db, 't.id', part))
        .execute();
      out.push(...rows.map((row) => ({ ...row, posId: null })));
    }
  }
  return sortFacts(out);
}

/**
 * How many of the targets do not report the service `name`: a register among its service states
 * (`cashpointInfo.cashpointServiceStates[].name`), a store server among its services
 * (`agentInfo.serviceInfo`). Counted by the database, without reading the info texts here.
 */
export async function countLackingService(
  db: Db,
  kind: TargetKind,
  ids: readonly number[],
  name: string,
): Promise<number> {
  const postgres = db.dialect === 'postgres';
  const reports =
    kind === 'cashpoint'
      ? postgres
        ? sql`coalesce(cast(t.cashpoint_info as jsonb) -> 'cashpointServiceStates' @> jsonb_build_array(jsonb_build_object('name', cast(${name} as text))), false)`
        : sql`exists (select 1 from json_each(t.cashpoint_info, '$.cashpointServiceStates') j
            where json_extract(j.value, '$.name') = ${name})`
      : postgres
        ? sql`coalesce(jsonb_exists(cast(t.agent_info as jsonb) -> 'serviceInfo', cast(${name} as text)), false)`
        : sql`exists (select 1 from json_each(t.agent_info, '$.serviceInfo') j where j.key = ${name})`;
  const table = kind === 'cashpoint' ? sql`cashpoints` : sql`store_agents`;
  const info = kind === 'cashpoint' ? sql`t.cashpoint_info` : sql`t.agent_info`;
  let lacking = 0;
  for (const part of chunksFor(db, ids)) {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${table} t
      where ${oneOf(db, 't.id', part)} and (${info} is null or not ${reports})`.execute(db.kysely);
    lacking += Number(rows[0]?.count ?? 0);
  }
  return lacking;
}

/** Queues the targets of a request: one row per register or store server, in statements of a chunk each. */
export async function insertTargets(
  db: Db,
  request: { id: number; contextId: number; kind: TargetKind },
  ids: readonly number[],
  state: ActionTargetStateValue,
  deadlineAt: number,
  now: number,
): Promise<void> {
  const uid = sqlUid(db);
  for (const part of chunksFor(db, ids)) {
    const cashpoint = request.kind === 'cashpoint';
    // Both tables have the columns read here (id, store_row_id); the type names one of them.
    const table = (cashpoint ? 'cashpoints as t' : 'storeAgents as t') as 'cashpoints as t';
    const own = sql<number | null>`t.id`;
    const none = sql<number | null>`cast(null as integer)`;
    await db.kysely
      .insertInto('actionTargets')
      .columns([
        'uid',
        'requestId',
        'contextId',
        'storeRowId',
        'cashpointId',
        'storeAgentId',
        'state',
        'deadlineAt',
        'updatedAt',
      ])
      .expression((eb) =>
        eb
          .selectFrom(table)
          .select([
            uid.as('uid'),
            sql<number>`cast(${request.id} as integer)`.as('requestId'),
            sql<number>`cast(${request.contextId} as integer)`.as('contextId'),
            't.storeRowId',
            (cashpoint ? own : none).as('cashpointId'),
            (cashpoint ? none : own).as('storeAgentId'),
            sql<ActionTargetStateValue>`cast(${state} as text)`.as('state'),
            sql<number>`cast(${deadlineAt} as bigint)`.as('deadlineAt'),
            sql<number>`cast(${now} as bigint)`.as('updatedAt'),
          ])
          .where(oneOf(db, 't.id', part)),
      )
      .execute();
  }
}
