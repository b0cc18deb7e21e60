import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { compareDigits } from '../../platform/ids';

/**
 * What a store's part of a reply depends on, read from the change marks
 * (platform/db/migrations/0003-change-marks.ts).
 */
export interface StoreStamp {
  storeRowId: number;
  /** Equal keys mean an unchanged store: its id, name, its targets' count and their highest mark. */
  key: string;
}

interface StampRow {
  id: number;
  sid: string;
  sname: string;
  n: number | string;
  seq: number | string | null;
  /**
   * The sum of the marks. On PostgreSQL marks are drawn when a row is written, not when it commits,
   * so a write that commits after a later-drawn one leaves the largest mark as it was; the sum still
   * grows, since a committed write always gives its row a larger mark than the row had.
   */
  total: number | string | null;
}

/** The change counter: unmoved since a reading means no row was written since, anywhere. */
export async function fleetVersion(db: Db): Promise<string> {
  const query =
    db.dialect === 'postgres'
      ? // A sequence moves when a row is written, before its commit; the snapshot (which names the
        // transactions still open) moves on once that transaction ends, so a reading taken while
        // a write was open never matches one taken after it.
        sql<{ v: number | string }>`select last_value || '/' || pg_current_snapshot()::text as v from fleet_change_seq`
      : sql<{ v: number | string }>`select value as v from fleet_change_counter where id = 1`;
  const { rows } = await query.execute(db.kysely);
  return String(rows[0]?.v);
}

const targetTables = { cashpoints: sql`cashpoints`, storeAgents: sql`store_agents` } as const;

/**
 * The stamps of every store of a context in numeric store order, from an index-only scan of the
 * targets' marks, and the stamp of the context's updates, which every store's rollout state depends
 * on (an update released since the last read counts as a change too).
 */
export async function storeStamps(
  db: Db,
  contextId: number,
  targets: keyof typeof targetTables,
  now: number,
): Promise<{ contextStamp: string; nextRelease: number; stores: StoreStamp[] }> {
  const stores = await sql<StampRow>`
    select st.id, st.store_id as sid, st.name as sname, count(x.id) as n, max(x.change_seq) as seq,
      sum(x.change_seq) as total
    from stores st left join ${targetTables[targets]} x on x.store_row_id = st.id
    where st.context_id = ${contextId}
    group by st.id, st.store_id, st.name
  `.execute(db.kysely);
  const updates = await sql<{
    n: number | string;
    seq: number | string | null;
    total: number | string | null;
    released: number | string | null;
    next: number | string | null;
  }>`
    select count(*) as n, max(change_seq) as seq, sum(change_seq) as total,
      sum(case when release_date is null or release_date <= ${now} then 1 else 0 end) as released,
      min(case when release_date > ${now} then release_date end) as next
    from syncfiles where context_id = ${contextId}
  `.execute(db.kysely);
  const u = updates.rows[0]!;
  return {
    contextStamp: `${u.n}/${u.seq}/${u.total}/${u.released}`,
    nextRelease: u.next === null ? Infinity : Number(u.next),
    stores: stores.rows
      .sort((a, b) => compareDigits(a.sid, b.sid))
      .map((r) => ({ storeRowId: r.id, key: `${r.sid}\u0000${r.sname}\u0000${r.n}\u0000${r.seq}\u0000${r.total}` })),
  };
}
