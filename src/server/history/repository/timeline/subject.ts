import type { Db } from '../../../platform/db/connection';

/** Whose timeline: a register, a store server, or a store (its store server and all its registers). */
export interface TimelineSubject {
  kind: 'cashpoint' | 'storeAgent' | 'store';
  contextId: number;
  storeRowId: number;
  storeUid: string;
  storeId: string;
  cashpoints: { id: number; uid: string; posId: string }[];
  storeAgents: { id: number; uid: string }[];
  /** The uids the audit log names the subject's objects by. */
  auditUids: string[];
}

type Ref = { cashpointUid: string } | { storeAgentUid: string } | { storeUid: string };

/**
 * The subject of a timeline in its context by its uid, in indexed reads; undefined when the context
 * has none such (a register of another context is not found, as the register details answer).
 */
export async function timelineSubject(db: Db, contextId: number, ref: Ref): Promise<TimelineSubject | undefined> {
  const k = db.kysely;
  if ('cashpointUid' in ref) {
    const row = await k
      .selectFrom('cashpoints as c')
      .innerJoin('stores as s', 's.id', 'c.storeRowId')
      .select(['c.id', 'c.uid', 'c.posId', 's.id as storeRowId', 's.uid as storeUid', 's.storeId'])
      .where('c.uid', '=', ref.cashpointUid)
      .where('s.contextId', '=', contextId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      kind: 'cashpoint',
      contextId,
      storeRowId: row.storeRowId,
      storeUid: row.storeUid,
      storeId: row.storeId,
      cashpoints: [{ id: row.id, uid: row.uid, posId: row.posId }],
      storeAgents: [],
      auditUids: [row.uid],
    };
  }
  if ('storeAgentUid' in ref) {
    const row = await k
      .selectFrom('storeAgents as a')
      .innerJoin('stores as s', 's.id', 'a.storeRowId')
      .select(['a.id', 'a.uid', 's.id as storeRowId', 's.uid as storeUid', 's.storeId'])
      .where('a.uid', '=', ref.storeAgentUid)
      .where('s.contextId', '=', contextId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      kind: 'storeAgent',
      contextId,
      storeRowId: row.storeRowId,
      storeUid: row.storeUid,
      storeId: row.storeId,
      cashpoints: [],
      storeAgents: [{ id: row.id, uid: row.uid }],
      auditUids: [row.uid],
    };
  }
  const store = await k
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId'])
    .where('uid', '=', ref.storeUid)
    .where('contextId', '=', contextId)
    .executeTakeFirst();
  if (!store) return undefined;
  const [cashpoints, storeAgents] = await Promise.all([
    k
      .selectFrom('cashpoints')
      .select(['id', 'uid', 'posId'])
      .where('storeRowId', '=', store.id)
      .orderBy('posId')
      .execute(),
    k.selectFrom('storeAgents').select(['id', 'uid']).where('storeRowId', '=', store.id).execute(),
  ]);
  return {
    kind: 'store',
    contextId,
    storeRowId: store.id,
    storeUid: store.uid,
    storeId: store.storeId,
    cashpoints,
    storeAgents,
    auditUids: [store.uid, ...cashpoints.map((c) => c.uid), ...storeAgents.map((a) => a.uid)],
  };
}
