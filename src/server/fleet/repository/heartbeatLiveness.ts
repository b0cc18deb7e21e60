import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

/** The tables whose last-seen times the batches raise. */
export type LivenessTable = 'cashpoints' | 'store_agents';

/** Last-seen times by target row id, the latest one per target. */
export type LastSeen = Map<number, number>;

/**
 * Raises the last heartbeat of the given targets in one statement of a fixed text (a JSON array on
 * SQLite, arrays on PostgreSQL, as the agent nonces do), and returns the ids of the rows it found.
 * Only raises: another instance, or a durable heartbeat of this one, may have written a later time
 * meanwhile, and an earlier one must not replace it. No other column is written: what this instance
 * remembers of a target may be older than what another instance stored since.
 */
export async function raiseLastHeartbeats(db: Db, table: LivenessTable, seen: LastSeen): Promise<Set<number>> {
  if (seen.size === 0) return new Set();
  const ids = [...seen.keys()].sort((a, b) => a - b);
  const times = ids.map((id) => seen.get(id)!);
  const t = sql.table(table);
  const rows =
    db.dialect === 'postgres'
      ? // Rows in id order, as every batch locks them, so two flushes of two instances cannot deadlock.
        sql<{ id: number }>`
          update ${t} x set last_heartbeat = greatest(coalesce(x.last_heartbeat, 0), s.t)
          from unnest(${ids}::integer[], ${times}::bigint[]) as s(id, t)
          where x.id = s.id
          returning x.id`
      : sql<{ id: number }>`
          update ${t} set last_heartbeat = max(coalesce(${t}.last_heartbeat, 0), s.t)
          from (select value ->> 0 as id, value ->> 1 as t from json_each(${JSON.stringify(ids.map((id, i) => [id, times[i]]))})) as s
          where ${t}.id = s.id
          returning ${t}.id as id`;
  const found = (await rows.execute(db.kysely)).rows;
  return new Set(found.map((r) => Number(r.id)));
}
