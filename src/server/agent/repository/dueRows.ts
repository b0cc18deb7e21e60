import { sql } from 'kysely';
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import { stampOfRow, windowStampQuery } from '../../calendar';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';
import { dueUpdatesQuery, updatesToRemoveQuery, type AgentTarget } from '../../updates';

// A due answer computed afresh reads the target's due updates, what it must remove, its store's
// window stamp, and finds the target again (the safety that it was not deleted or renumbered after
// the versions were read). On PostgreSQL every statement is a round trip whose sending costs the
// console about as much CPU as the rest of the request, and a fleet that installs recomputes an
// answer per register twice per update: so all of it is one statement, the lists as JSON arrays.

/** The rows the due answer of `target` is computed from, read in one statement. */
export async function dueRows(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  storeId: string,
  posId: string | undefined,
  target: AgentTarget,
  now: number,
) {
  const { kysely } = db;
  const jsonArray = db.dialect === 'postgres' ? postgresArray : sqliteArray;
  const due = dueUpdatesQuery(kysely, contextId, kind, target, now);
  const removals = updatesToRemoveQuery(kysely, contextId, kind, target).clearOrderBy().select('s.orderKey');
  const stamp = windowStampQuery(db, contextId, storeId);
  // The target as the agent's numbers name it now, in the store of the stamp.
  const store =
    kind === 'cashpoint'
      ? stamp.leftJoin('cashpoints as t', (join) =>
          join.onRef('t.storeRowId', '=', 'st.id').on('t.posId', '=', posId ?? ''),
        )
      : stamp.leftJoin('storeAgents as t', 't.storeRowId', 'st.id');
  // From one row, so the lists are read even when the store is gone.
  const row = await kysely
    .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
    .leftJoin(store.select(['t.id as targetId', 't.storeRowId as targetStoreRowId']).as('w'), (join) => join.onTrue())
    .select(['w.storeRowId', 'w.contextVersion', 'w.storeVersion', 'w.tabsok', 'w.targetId', 'w.targetStoreRowId'])
    .select([jsonArray(due).as('due'), jsonArray(removals).as('removals')])
    .executeTakeFirstOrThrow();
  // A register is named by its store and number: without a number there is none (as findAgentTarget).
  const named = kind === 'store' || posId !== undefined;
  const byOrder = (a: { orderKey: number | string }, b: { orderKey: number | string }) =>
    Number(a.orderKey) - Number(b.orderKey);
  return {
    stamp: stampOfRow(row),
    stillThere:
      named && row.targetId !== null && row.targetStoreRowId !== null
        ? { id: row.targetId, storeRowId: row.targetStoreRowId }
        : undefined,
    due: parsed(row.due).sort(byOrder),
    removals: parsed(row.removals)
      .sort(byOrder)
      .map(({ filename, rolledBackAt, rollbackImmediately }) => ({ filename, rolledBackAt, rollbackImmediately })),
  };
}

/**
 * PostgreSQL's driver parses a JSON array, and the CamelCasePlugin names its objects' keys as
 * everywhere else; SQLite gives it as text, with the columns' names as stored.
 */
function parsed<T>(value: T[] | string): T[] {
  if (typeof value !== 'string') return value;
  const camel = (key: string) => key.replace(/_([a-z\d])/g, (_, letter: string) => letter.toUpperCase());
  const rows = JSON.parse(value) as Record<string, unknown>[];
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, v]) => [camel(key), v]))) as T[];
}
