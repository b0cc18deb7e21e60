import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The targets whose last heartbeat passed the offline limit: found by the index on the last
// heartbeat (migration 0047), a handful per run at any fleet size.

export type TargetTable = 'cashpoints' | 'store_agents';

export interface EdgeTarget {
  id: number;
  uid: string;
  storeUid: string;
  contextId: number;
  contextKey: string;
}

/** As the driver gives it back: the app's Kysely plugin turns the columns' names into camelCase. */
interface Raw {
  id: number | string;
  uid: string;
  storeUid: string;
  contextId: number | string;
  contextKey: string;
}

const rowOf = (r: Raw): EdgeTarget => ({
  id: Number(r.id),
  uid: r.uid,
  storeUid: r.storeUid,
  contextId: Number(r.contextId),
  contextKey: r.contextKey,
});

/** The targets whose last heartbeat lies in [from, to): they went offline between two runs. */
export async function lastHeardBetween(db: Db, table: TargetTable, from: number, to: number): Promise<EdgeTarget[]> {
  const { rows } = await sql<Raw>`
    select t.id, t.uid, s.uid as store_uid, s.context_id, c.key as context_key
    from ${sql.table(table)} t join stores s on s.id = t.store_row_id join contexts c on c.id = s.context_id
    where t.last_heartbeat >= ${from} and t.last_heartbeat < ${to}`.execute(db.kysely);
  return rows.map(rowOf);
}

/**
 * Ids per statement: below SQLite's 32,766 bound values and PostgreSQL's 65,535. A fleet's outage
 * tells tens of thousands offline within the watch; one list of them all failed the job at 1M
 * registers ("too many SQL variables"), and every edge after it went untold.
 */
const idsPerStatement = 10_000;

/** Of these targets, those heard at `since` or later (back online). */
export async function heardSince(db: Db, table: TargetTable, ids: number[], since: number): Promise<EdgeTarget[]> {
  const heard: EdgeTarget[] = [];
  for (let i = 0; i < ids.length; i += idsPerStatement) {
    const { rows } = await sql<Raw>`
      select t.id, t.uid, s.uid as store_uid, s.context_id, c.key as context_key
      from ${sql.table(table)} t join stores s on s.id = t.store_row_id join contexts c on c.id = s.context_id
      where t.id in (${sql.join(ids.slice(i, i + idsPerStatement))}) and t.last_heartbeat >= ${since}`.execute(
      db.kysely,
    );
    heard.push(...rows.map(rowOf));
  }
  return heard;
}
