import type { Db } from '../../platform/db/connection';

/** A register (its store and posId) or a store server (its store) of a context, as its heartbeat names it. */
export type HistoryTarget =
  | { kind: 'cashpoint'; contextId: number; storeId: string; posId: string }
  | { kind: 'store'; contextId: number; storeId: string };

/** What history reads of a target before its heartbeat is stored. */
export interface TargetFacts {
  targetId: number;
  /** Its uid and its store's (the live events name them). */
  uid: string;
  storeUid: string;
  /** Its last heartbeat as stored before this one. */
  lastHeartbeat: number | null;
  /** The fingerprints of its stored sections (JSON); null before its first full heartbeat. */
  fingerprint: string | null;
}

/**
 * The target's row, last heartbeat and history fingerprints, in one indexed read by its keys
 * (undefined for a target not registered yet). Read before the heartbeat's own write, which
 * replaces the last heartbeat.
 */
export async function targetFacts(db: Db, target: HistoryTarget): Promise<TargetFacts | undefined> {
  const row =
    target.kind === 'cashpoint'
      ? await db.kysely
          .selectFrom('cashpoints as t')
          .innerJoin('stores as s', 's.id', 't.storeRowId')
          .leftJoin('historyStates as h', 'h.cashpointId', 't.id')
          .select(['t.id', 't.uid', 's.uid as storeUid', 't.lastHeartbeat', 'h.fingerprint'])
          .where('s.contextId', '=', target.contextId)
          .where('s.storeId', '=', target.storeId)
          .where('t.posId', '=', target.posId)
          .executeTakeFirst()
      : await db.kysely
          .selectFrom('storeAgents as t')
          .innerJoin('stores as s', 's.id', 't.storeRowId')
          .leftJoin('historyStates as h', 'h.storeAgentId', 't.id')
          .select(['t.id', 't.uid', 's.uid as storeUid', 't.lastHeartbeat', 'h.fingerprint'])
          .where('s.contextId', '=', target.contextId)
          .where('s.storeId', '=', target.storeId)
          .executeTakeFirst();
  if (!row) return undefined;
  return {
    targetId: row.id,
    uid: row.uid,
    storeUid: row.storeUid,
    lastHeartbeat: row.lastHeartbeat === null ? null : Number(row.lastHeartbeat),
    fingerprint: row.fingerprint ?? null,
  };
}
