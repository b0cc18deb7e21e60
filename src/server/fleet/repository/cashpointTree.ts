import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql, targetStatesSql } from '../../updates';
import type { components } from '../../../shared/generated/contract';
import { compareDigits } from '../../platform/ids';
import { isOffline } from './offline';
import { idBatches } from '../../platform/db/paddedIds';
import type { BuiltStore } from './builtStore';

type StoreNode = components['schemas']['StoreNode'];

interface TreeRow {
  stid: number;
  suid: string;
  sid: string;
  sname: string;
  cid: number | null;
  cuid: string | null;
  posid: string | null;
  hb: number | string | null;
}

type Part = BuiltStore<StoreNode> & { tags: Set<string> };

/** The given stores of a context (all with null) as tree nodes, in a few set-based queries. */
export async function treeStores(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
  storeRowIds: number[] | null,
): Promise<Map<number, BuiltStore<StoreNode>>> {
  // The stores' rows and the registers' states and versions in plain queries joined here by register
  // id: as one query with the rollout and version subqueries joined in, SQLite took several times as
  // long. The two over the whole context run once, the stores' a batch at a time (see `idBatches`).
  const states = await sql<{ tid: number; upd: number | string }>`
    select target_id as tid, updated as upd from (${targetStatesSql('cashpoint', now, [contextId])}) ts
  `.execute(db.kysely);
  const versions = await sql<{ tid: number; tag: string }>`
    select target_id as tid, tag from (${currentVersionsSql('cashpoint', contextId)}) cur
  `.execute(db.kysely);
  const updatedById = new Map(states.rows.map((r) => [Number(r.tid), Number(r.upd) === 1]));
  const tagById = new Map(versions.rows.map((r) => [Number(r.tid), r.tag]));
  const stores = new Map<number, Part>();
  for (const ids of storeRowIds === null ? [null] : idBatches(storeRowIds)) {
    const storeFilter = ids === null ? sql`` : sql`and st.id in (${sql.join(ids)})`;
    const base = await sql<TreeRow>`
      select st.id as stid, st.uid as suid, st.store_id as sid, st.name as sname,
        c.id as cid, c.uid as cuid, c.pos_id as posid, c.last_heartbeat as hb
      from stores st
      left join cashpoints c on c.store_row_id = st.id
      where st.context_id = ${contextId} ${storeFilter}
    `.execute(db.kysely);
    // Registers in numeric order; sorting digit strings by value is cheaper here than in SQL, where
    // `order by length(id), id` can use no index.
    for (const row of base.rows.sort((a, b) => compareDigits(a.posid ?? '', b.posid ?? ''))) {
      let part = stores.get(row.stid);
      if (!part) {
        const node: StoreNode = {
          id: row.sid,
          name: row.sname || null,
          uid: row.suid,
          cashpoints: [],
          numberOfOfflineChildren: 0,
          allVersionTags: [],
          allUpdated: true,
        };
        stores.set(row.stid, (part = { rows: [node], validUntil: Infinity, tags: new Set() }));
      }
      if (row.cuid === null || row.posid === null) continue;
      const store = part.rows[0]!;
      const hb = row.hb === null ? null : Number(row.hb);
      const offline = isOffline(hb, now, offlineAfterSeconds);
      if (!offline) part.validUntil = Math.min(part.validUntil, hb! + offlineAfterSeconds * 1000);
      const updated = updatedById.get(row.cid!) ?? false;
      const vtag = tagById.get(row.cid!) ?? null;
      if (offline) store.numberOfOfflineChildren += 1;
      if (!updated) store.allUpdated = false;
      if (vtag) part.tags.add(vtag);
      // The store's own id string: one per store, not one per register.
      store.cashpoints.push({
        uid: row.cuid,
        posId: row.posid,
        storeId: store.id,
        offline,
        currentVersionTag: vtag,
        updated,
      });
    }
  }
  for (const part of stores.values()) part.rows[0]!.allVersionTags = [...part.tags].sort();
  return stores;
}
