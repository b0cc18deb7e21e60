import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { currentVersionsSql } from '../db/currentVersions';
import { targetStatesSql } from '../db/rollout';
import type { components } from '../../shared/generated/contract';
import { compareDigits } from './ids';
import { isOffline } from './offline';

type StoreNode = components['schemas']['StoreNode'];

interface TreeRow {
  suid: string;
  sid: string;
  sname: string;
  cuid: string | null;
  posid: string | null;
  hb: number | string | null;
  upd: number | string | null;
  vtag: string | null;
}

/**
 * The register tree of a context in one set-based query (stores, registers, their rollout state and
 * current version), assembled in a single pass with stores and registers in numeric order.
 */
export async function cashpointTree(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<StoreNode[]> {
  const result = await sql<TreeRow>`
    select st.uid as suid, st.store_id as sid, st.name as sname,
      c.uid as cuid, c.pos_id as posid, c.last_heartbeat as hb, ts.updated as upd, cur.tag as vtag
    from stores st
    left join cashpoints c on c.store_row_id = st.id
    left join (${targetStatesSql('cashpoint', now, [contextId])}) ts on ts.target_id = c.id
    left join (${currentVersionsSql('cashpoint', contextId)}) cur on cur.target_id = c.id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  // Sorting 50,000 digit strings by their numeric value is cheaper here than in SQL, where
  // `order by length(id), id` can use no index.
  const rows = result.rows.sort((a, b) => compareDigits(a.sid, b.sid) || compareDigits(a.posid ?? '', b.posid ?? ''));

  const stores: StoreNode[] = [];
  let store: StoreNode | undefined;
  let tags = new Set<string>();
  const closeStore = () => {
    if (store) store.allVersionTags = [...tags].sort();
  };
  for (const row of rows) {
    if (store?.uid !== row.suid) {
      closeStore();
      tags = new Set();
      store = {
        id: row.sid,
        name: row.sname || null,
        uid: row.suid,
        cashpoints: [],
        numberOfOfflineChildren: 0,
        allVersionTags: [],
        allUpdated: true,
      };
      stores.push(store);
    }
    if (row.cuid === null || row.posid === null) continue;
    const offline = isOffline(row.hb === null ? null : Number(row.hb), now, offlineAfterSeconds);
    const updated = Number(row.upd) === 1;
    if (offline) store.numberOfOfflineChildren += 1;
    if (!updated) store.allUpdated = false;
    if (row.vtag) tags.add(row.vtag);
    store.cashpoints.push({
      uid: row.cuid,
      posId: row.posid,
      storeId: row.sid,
      offline,
      currentVersionTag: row.vtag,
      updated,
    });
  }
  closeStore();
  return stores;
}
