import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql, targetStatesSql, type SyncfileJson } from '../../updates';
import { parseJsonObject } from '../../platform/db/json';
import type { components } from '../../../shared/generated/contract';
import { compareDigits, isoTime } from '../../platform/ids';
import { isOffline } from './offline';
import { currentOf } from './versionHistory';

type TreeItem = components['schemas']['StoreAgentTreeItem'];
type StoreAgent = components['schemas']['StoreAgent'];

interface Row {
  sid: string;
  sname: string;
  auid: string;
  suid: string;
  hb: number | string | null;
  ver: string | null;
  upd: number | string | null;
  vtag: string | null;
}

/** The store agents of a context with their rollout state and current version, in one query. */
export async function storeAgentList(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
): Promise<TreeItem[]> {
  const result = await sql<Row>`
    select st.store_id as sid, st.name as sname, st.uid as suid, a.uid as auid, a.last_heartbeat as hb,
      a.agent_version as ver, ts.updated as upd, cur.tag as vtag
    from stores st
    join store_agents a on a.store_row_id = st.id
    left join (${targetStatesSql('store', now, [contextId])}) ts on ts.target_id = a.id
    left join (${currentVersionsSql('store', contextId)}) cur on cur.target_id = a.id
    where st.context_id = ${contextId}
  `.execute(db.kysely);
  return result.rows
    .sort((a, b) => compareDigits(a.sid, b.sid))
    .map((r) => ({
      storeId: r.sid,
      name: r.sname || null,
      uid: r.auid,
      storeUid: r.suid,
      offline: isOffline(r.hb === null ? null : Number(r.hb), now, offlineAfterSeconds),
      updated: Number(r.upd) === 1,
      currentVersionTag: r.vtag,
      agentVersion: r.ver,
      lastHeartbeat: isoTime(r.hb === null ? null : Number(r.hb)),
    }));
}

/** The store agent of a store of the context, or undefined. */
export function findStoreAgent(db: Db, contextId: number, where: { storeId: string } | { uid: string }) {
  let query = db.kysely
    .selectFrom('storeAgents as a')
    .innerJoin('stores as s', 's.id', 'a.storeRowId')
    .where('s.contextId', '=', contextId)
    .select([
      'a.id',
      'a.uid',
      'a.agentVersion',
      'a.lastHeartbeat',
      'a.agentInfo',
      's.storeId',
      's.name',
      's.uid as storeUid',
    ]);
  query = 'uid' in where ? query.where('a.uid', '=', where.uid) : query.where('s.storeId', '=', where.storeId);
  return query.executeTakeFirst();
}

export type StoreAgentRow = NonNullable<Awaited<ReturnType<typeof findStoreAgent>>>;

export function storeAgentJson(
  row: StoreAgentRow,
  history: readonly SyncfileJson[],
  updated: boolean,
  now: number,
  offlineAfterSeconds: number,
): StoreAgent {
  const current = currentOf(history);
  return {
    storeId: row.storeId,
    name: row.name || null,
    uid: row.uid,
    storeUid: row.storeUid,
    offline: isOffline(row.lastHeartbeat, now, offlineAfterSeconds),
    updated,
    currentVersionTag: current?.tag ?? null,
    agentVersion: row.agentVersion,
    lastHeartbeat: isoTime(row.lastHeartbeat),
    currentVersion: current?.filename ?? null,
    agentInfo: parseJsonObject(row.agentInfo) as StoreAgent['agentInfo'],
  };
}
