import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { compareDigits } from './ids';

/** What a store's part of a reply depends on, read from the change marks (db/changeMarks.ts). */
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
): Promise<{ contextStamp: string; stores: StoreStamp[] }> {
  const stores = await sql<StampRow>`
    select st.id, st.store_id as sid, st.name as sname, count(x.id) as n, max(x.change_seq) as seq
    from stores st left join ${targetTables[targets]} x on x.store_row_id = st.id
    where st.context_id = ${contextId}
    group by st.id, st.store_id, st.name
  `.execute(db.kysely);
  const updates = await sql<{ n: number | string; seq: number | string | null; released: number | string | null }>`
    select count(*) as n, max(change_seq) as seq,
      sum(case when release_date is null or release_date <= ${now} then 1 else 0 end) as released
    from syncfiles where context_id = ${contextId}
  `.execute(db.kysely);
  const u = updates.rows[0]!;
  return {
    contextStamp: `${u.n}/${u.seq}/${u.released}`,
    stores: stores.rows
      .sort((a, b) => compareDigits(a.sid, b.sid))
      .map((r) => ({ storeRowId: r.id, key: `${r.sid}\u0000${r.sname}\u0000${r.n}\u0000${r.seq}` })),
  };
}
