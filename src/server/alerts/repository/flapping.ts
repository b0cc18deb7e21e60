import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { idList } from './sqlParts';

// Flapping ('flattert', issue 46): a cause that comes and goes (a service the till restarts every few
// minutes) opens a new alert each time, and each opening and closing was told. 98 open alerts,
// mostly one flapping 'Dienst gestoppt', buried the few that needed someone.

/**
 * More alerts of one kind and subject (a store's, a register's) closed within the hour than this,
 * and the next one flaps. 3: a store whose service stops once or twice an hour is still told each
 * time; the fourth return within the hour is noise nobody acts on alert by alert.
 */
export const flapLimit = 3;
/** The hour over which openings and closings are counted. */
export const flapWindowMs = 60 * 60 * 1000;

/** How many alerts of the same kind and subject as `a` closed within the window before `now`. */
const closedRecently = (now: number, flappingOnly: boolean) => sql`(select count(*) from alerts f
  where f.context_id = a.context_id and f.kind = a.kind and f.subject = a.subject and f.state = 'closed'
    and f.closed_at >= ${now - flapWindowMs} ${flappingOnly ? sql`and f.flapping = 1` : sql``})`;

/**
 * Marks the alerts just opened (`opened`, at most a chunk) whose kind and subject flap, in the
 * reconciling transaction; returns the ids of those whose opening is not told: all flapping ones but
 * the first of a spell (no flapping alert of the subject closed within the window), which is told
 * once.
 */
export async function markFlapping(db: Db, opened: number[], now: number): Promise<Set<number>> {
  if (opened.length === 0) return new Set();
  const flapping = await sql<{ id: number; told: number }>`
    select a.id, case when ${closedRecently(now, true)} = 0 then 1 else 0 end as told from alerts a
    where a.id in (${idList(opened)}) and ${closedRecently(now, false)} > ${flapLimit}`.execute(db.kysely);
  if (flapping.rows.length === 0) return new Set();
  await sql`update alerts set flapping = 1 where id in (${idList(flapping.rows.map((r) => Number(r.id)))})`.execute(
    db.kysely,
  );
  return new Set(flapping.rows.filter((r) => Number(r.told) === 0).map((r) => Number(r.id)));
}

/** Of these alerts just closed, the flapping ones: their closing is not told. */
export async function flappingOf(db: Db, closed: number[]): Promise<Set<number>> {
  if (closed.length === 0) return new Set();
  const rows = await sql<{
    id: number;
  }>`select id from alerts where id in (${idList(closed)}) and flapping = 1`.execute(db.kysely);
  return new Set(rows.rows.map((r) => Number(r.id)));
}
