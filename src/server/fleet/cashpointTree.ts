import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { currentVersionsSql } from '../db/currentVersions';
import { targetStatesSql } from '../db/rollout';
import type { components } from '../../shared/generated/contract';
import { compareDigits } from './ids';
import { isOffline } from './offline';
import { StoreReplyCache, type BuiltStore, type CachedReply } from './storeReplyCache';
import { fleetVersion, storeStamps } from './storeStamps';

type StoreNode = components['schemas']['StoreNode'];

interface TreeRow {
  stid: number;
  suid: string;
  sid: string;
  sname: string;
  cuid: string | null;
  posid: string | null;
  hb: number | string | null;
  upd: number | string | null;
  vtag: string | null;
}

/** The given stores of a context (all with null) as tree nodes, in one set-based query. */
async function treeStores(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
  storeRowIds: number[] | null,
): Promise<Map<number, BuiltStore<StoreNode>>> {
  const storeFilter = storeRowIds === null ? sql`` : sql`and st.id in (${sql.join(storeRowIds)})`;
  const result = await sql<TreeRow>`
    select st.id as stid, st.uid as suid, st.store_id as sid, st.name as sname,
      c.uid as cuid, c.pos_id as posid, c.last_heartbeat as hb, ts.updated as upd, cur.tag as vtag
    from stores st
    left join cashpoints c on c.store_row_id = st.id
    left join (${targetStatesSql('cashpoint', now, [contextId])}) ts on ts.target_id = c.id
    left join (${currentVersionsSql('cashpoint', contextId)}) cur on cur.target_id = c.id
    where st.context_id = ${contextId} ${storeFilter}
  `.execute(db.kysely);
  // Registers in numeric order; sorting digit strings by value is cheaper here than in SQL, where
  // `order by length(id), id` can use no index.
  const rows = result.rows.sort((a, b) => compareDigits(a.posid ?? '', b.posid ?? ''));
  const stores = new Map<number, BuiltStore<StoreNode> & { tags: Set<string> }>();
  for (const row of rows) {
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
    const updated = Number(row.upd) === 1;
    if (offline) store.numberOfOfflineChildren += 1;
    if (!updated) store.allUpdated = false;
    if (row.vtag) part.tags.add(row.vtag);
    store.cashpoints.push({
      uid: row.cuid,
      posId: row.posid,
      storeId: row.sid,
      offline,
      currentVersionTag: row.vtag,
      updated,
    });
  }
  for (const part of stores.values()) part.rows[0]!.allVersionTags = [...part.tags].sort();
  return stores;
}

const treeCache = new StoreReplyCache<StoreNode>('tree', (node) => JSON.stringify(node));

/** The tree of a context from the per-store cache, rebuilding only the stores that changed. */
export async function cachedCashpointTree(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<CachedReply<StoreNode>> {
  const version = await fleetVersion(db);
  return treeCache.read(
    db,
    contextId,
    version,
    now,
    () => storeStamps(db, contextId, 'cashpoints', now),
    (ids) => treeStores(db, contextId, now, offlineAfterSeconds, ids),
  );
}

/**
 * The register tree of a context: stores in numeric order with their registers, rollout state and
 * current version.
 */
export async function cashpointTree(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<StoreNode[]> {
  return (await cachedCashpointTree(db, contextId, now, offlineAfterSeconds)).rows();
}
