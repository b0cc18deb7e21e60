import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The live events' table (migration 0047): written in batches by the publisher, read in order by
// every instance's hub. A cursor is where a reader stands: on SQLite the last id read (one writer
// at a time, so ids commit in order); on PostgreSQL the last (transaction, id) read, and only rows
// of transactions older than every one still open are read, so none that commits late is passed over.

export interface NewLiveRow {
  contextId: number;
  object: string;
  body: string;
}

export interface LiveRow extends NewLiveRow {
  cursor: string;
}

/** Rows per insert: SQLite allows 32,766 bound values per statement. */
const insertChunk = 1000;

export async function insertLiveEvents(db: Db, rows: NewLiveRow[], at: number): Promise<void> {
  for (let i = 0; i < rows.length; i += insertChunk)
    await db.kysely
      .insertInto('liveEvents')
      .values(rows.slice(i, i + insertChunk).map((r) => ({ ...r, at })))
      .execute();
}

interface Position {
  tx: string;
  id: number;
}

function positionOf(cursor: string): Position | undefined {
  const match = /^(?:(\d{1,20})\.)?(\d{1,18})$/.exec(cursor);
  if (!match) return undefined;
  return { tx: match[1] ?? '0', id: Number(match[2]) };
}

/** As the driver gives it back: the app's Kysely plugin turns the columns' names into camelCase. */
interface RawRow {
  tx?: string;
  id: number | string;
  contextId: number | string;
  object: string;
  body: string;
}

const rowOf = (r: RawRow): LiveRow => ({
  cursor: r.tx === undefined ? String(r.id) : `${r.tx}.${r.id}`,
  contextId: Number(r.contextId),
  object: r.object,
  body: r.body,
});

/** The events after `cursor`, in order, at most `limit`. */
export async function liveEventsAfter(db: Db, cursor: string, limit: number): Promise<LiveRow[]> {
  const at = positionOf(cursor) ?? { tx: '0', id: 0 };
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<RawRow>`
          select tx::text as tx, id, context_id, object, body from live_events
          where (tx, id) > (${at.tx}::xid8, ${at.id}) and tx < pg_snapshot_xmin(pg_current_snapshot())
          order by tx, id limit ${limit}`.execute(db.kysely)
      : await sql<RawRow>`
          select id, context_id, object, body from live_events where id > ${at.id} order by id limit ${limit}`.execute(
          db.kysely,
        );
  return rows.map(rowOf);
}

/** Where a reader starts that wants only what is written from now on. */
export async function currentCursor(db: Db): Promise<string> {
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{ tx: string; id: number | string }>`
      select tx::text as tx, id from live_events where tx < pg_snapshot_xmin(pg_current_snapshot())
      order by tx desc, id desc limit 1`.execute(db.kysely);
    return rows[0] ? `${rows[0].tx}.${rows[0].id}` : '0.0';
  }
  const { rows } = await sql<{ id: number | string | null }>`select max(id) as id from live_events`.execute(db.kysely);
  return String(rows[0]?.id ?? 0);
}

/** Whether `cursor` names an event still kept: a reader can resume after it without a gap. */
export async function isKept(db: Db, cursor: string): Promise<boolean> {
  const at = positionOf(cursor);
  if (!at) return false;
  const { rows } =
    db.dialect === 'postgres'
      ? await sql`select 1 from live_events where id = ${at.id} and tx = ${at.tx}::xid8`.execute(db.kysely)
      : await sql`select 1 from live_events where id = ${at.id}`.execute(db.kysely);
  return rows.length > 0;
}

/** Deletes the events written before `before`, all but the last (a reader at it can still resume). */
export async function pruneLiveEvents(db: Db, before: number): Promise<number> {
  const result = await sql`
    delete from live_events where at < ${before} and id < (select max(id) from live_events)`.execute(db.kysely);
  return Number(result.numAffectedRows ?? 0);
}
