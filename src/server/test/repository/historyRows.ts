import type { Db } from '../../platform/db/connection';
import { addSpan, unpackSpans } from '../../history/repository/offlineDays';

// What the history tables hold of a register or store server (issue 53), for the history tests.

export interface StoredChange {
  at: number;
  key: string;
  old: string | null;
  new: string | null;
}

/** The register's (`posId`) or store server's (null) row id, or undefined before its first heartbeat. */
export async function historyTargetId(db: Db, contextKey: string, storeId: string, posId: string | null) {
  const store = db.kysely
    .selectFrom('stores as s')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .where('x.key', '=', contextKey)
    .where('s.storeId', '=', storeId);
  const row =
    posId === null
      ? await store.innerJoin('storeAgents as t', 't.storeRowId', 's.id').select('t.id').executeTakeFirst()
      : await store
          .innerJoin('cashpoints as t', 't.storeRowId', 's.id')
          .select('t.id')
          .where('t.posId', '=', posId)
          .executeTakeFirst();
  return row?.id;
}

/** A target's offline spans (to the second, as kept), by their start. */
async function storedSpans(db: Db, column: 'cashpointId' | 'storeAgentId', id: number) {
  const rows = await db.kysely
    .selectFrom('historyOfflineDays')
    .select(['day', 'spans'])
    .where(column, '=', id)
    .execute();
  return rows.flatMap((r) => unpackSpans(Number(r.day), r.spans)).sort((a, b) => a.startedAt - b.startedAt);
}

/** Its changes in the order they were stored, its offline spans, and its stored state. */
export async function historyRowsOf(db: Db, contextKey: string, storeId: string, posId: string | null) {
  const id = await historyTargetId(db, contextKey, storeId, posId);
  if (id === undefined) return { changes: [], spans: [], state: undefined };
  const column = posId === null ? 'storeAgentId' : 'cashpointId';
  const changes = await db.kysely
    .selectFrom('historyChanges')
    .select(['at', 'key', 'old', 'new'])
    .where(column, '=', id)
    .orderBy('id')
    .execute();
  const spans = await storedSpans(db, column, id);
  const state = await db.kysely
    .selectFrom('historyStates')
    .select(['reported', 'fingerprint', 'updatedAt'])
    .where(column, '=', id)
    .executeTakeFirst();
  return {
    changes: changes.map((c) => ({ ...c, at: Number(c.at) })),
    spans,
    state: state && { ...state, updatedAt: Number(state.updatedAt) },
  };
}

/** Plants a change and an offline span of a register at each of these times (the retention test's rows). */
export async function plantHistory(db: Db, cashpointId: number, times: number[]): Promise<void> {
  for (const at of times) {
    await db.kysely
      .insertInto('historyChanges')
      .values({ cashpointId, storeAgentId: null, at, key: 'config:planted', old: null, new: String(at) })
      .execute();
    await addSpan(
      db.kysely,
      db,
      { column: 'cashpointId', cashpointId, storeAgentId: null },
      { startedAt: at - 60_000, endedAt: at },
    );
  }
}

/** How many changes and spans of the register are stored, by their times. */
export async function plantedTimes(db: Db, cashpointId: number) {
  const changes = await db.kysely
    .selectFrom('historyChanges')
    .select('at')
    .where('cashpointId', '=', cashpointId)
    .orderBy('at')
    .execute();
  const spans = await storedSpans(db, 'cashpointId', cashpointId);
  return { changes: changes.map((c) => Number(c.at)), spans: spans.map((s) => s.endedAt).sort((a, b) => a - b) };
}
