import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// Per store, what its targets (registers of a register update, the store server of a store update)
// show of the rollout's update now: one set-based query over the installations, grouped by store,
// whatever the number of stores. The evaluation and the store page turn these into states.

const targetTable = { cashpoint: sql`cashpoints`, store: sql`store_agents` } as const;
const targetColumn = { cashpoint: sql`cashpoint_id`, store: sql`store_agent_id` } as const;

/** One store with its targets' installation states of the update. */
export interface StoreTargetsRow {
  storeRowId: number;
  storeUid: string;
  storeId: string;
  storeName: string;
  /** The wave that took the store; null while none did. */
  wave: number | null;
  rolledBack: boolean;
  targets: number;
  installed: number;
  failed: number;
  /** Installing, or downloaded and not ended (an install begun). */
  installing: number;
  /** Not begun, and not heard from within the offline limit. */
  offline: number;
  /** Not begun and heard from: waiting for the store's window, or due. */
  notBegun: number;
  /** The last install that ended (installed or failed), ms; null before any. */
  lastInstallAt: number | null;
  /** The last successful install, ms: from when the store's day close counts. */
  installedAt: number | null;
  /** Installed targets not heard from since their install, once `heardBy` has passed it. */
  silent: number;
}

export interface StoreTargetsQuery {
  rolloutId: number;
  contextId: number;
  syncfileId: number;
  kind: 'cashpoint' | 'store';
  /** A target whose last heartbeat is before this is offline. */
  onlineSince: number;
  /** An install at or before this must have been followed by a heartbeat. */
  heardBy: number;
  /** Only the stores a started wave took (the evaluation), or every store of the context (the store page). */
  onlyTaken: boolean;
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const time = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function storeTargetRows(db: Db, q: StoreTargetsQuery): Promise<StoreTargetsRow[]> {
  const begun = sql`(i.installation_status = 1 or (i.downloaded = 1 and i.installation_status not in (2, 3)))`;
  const notBegun = sql`(x.id is not null and coalesce(i.installation_status, 0) not in (1, 2, 3) and coalesce(i.downloaded, 0) = 0)`;
  const silentSince = sql`(x.last_heartbeat is null or x.last_heartbeat < ${q.onlineSince})`;
  const taken = q.onlyTaken ? sql`and rs.store_row_id is not null` : sql``;
  const result = await sql<Record<string, unknown>>`
    select st.id as store_row_id, st.uid as store_uid, st.store_id, st.name as store_name,
      rs.wave, rs.rolled_back_at,
      count(x.id) as targets,
      sum(case when i.installation_status = 2 then 1 else 0 end) as installed,
      sum(case when i.installation_status = 3 then 1 else 0 end) as failed,
      sum(case when ${begun} then 1 else 0 end) as installing,
      sum(case when ${notBegun} and ${silentSince} then 1 else 0 end) as offline,
      sum(case when ${notBegun} and not ${silentSince} then 1 else 0 end) as not_begun,
      max(case when i.installation_status in (2, 3) then i.updated_at end) as last_install_at,
      max(case when i.installation_status = 2 then i.updated_at end) as installed_at,
      sum(case when i.installation_status = 2 and i.updated_at <= ${q.heardBy}
        and (x.last_heartbeat is null or x.last_heartbeat <= i.updated_at) then 1 else 0 end) as silent
    from stores st
    left join rollout_stores rs on rs.rollout_id = ${q.rolloutId} and rs.store_row_id = st.id
    left join ${targetTable[q.kind]} x on x.store_row_id = st.id
    left join installations i on i.syncfile_id = ${q.syncfileId} and i.${targetColumn[q.kind]} = x.id
    where st.context_id = ${q.contextId} ${taken}
    group by st.id, st.uid, st.store_id, st.name, rs.wave, rs.rolled_back_at`.execute(db.kysely);
  // Column names arrive in camel case (the connection's plugin).
  return result.rows.map((row) => ({
    storeRowId: Number(row.storeRowId),
    storeUid: String(row.storeUid),
    storeId: String(row.storeId),
    storeName: String(row.storeName ?? ''),
    wave: row.wave === null || row.wave === undefined ? null : Number(row.wave),
    rolledBack: row.rolledBackAt !== null && row.rolledBackAt !== undefined,
    targets: num(row.targets),
    installed: num(row.installed),
    failed: num(row.failed),
    installing: num(row.installing),
    offline: num(row.offline),
    notBegun: num(row.notBegun),
    lastInstallAt: time(row.lastInstallAt),
    installedAt: time(row.installedAt),
    silent: num(row.silent),
  }));
}
