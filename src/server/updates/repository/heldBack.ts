import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';
import { admittedSql } from './admission';

// Targets with an update due that they have not begun to install: what a store outside its update
// window holds back. Due means what the agent's answer says (agentUpdates.ts): an Aktiv update to
// every target of its context (its store admitted when the update has a rollout), a Test/Labor
// update to the targets checked for it; installationBegun there says the same of one update.

const STATUS_ACTIVE = 2;
const STATUS_TEST = 4;

const targetTable = { cashpoint: sql`cashpoints`, store: sql`store_agents` } as const;
const targetColumn = { cashpoint: sql`i.cashpoint_id`, store: sql`i.store_agent_id` } as const;
const checkedColumn = { cashpoint: sql`t.cashpoint_id`, store: sql`t.store_agent_id` } as const;

/**
 * The condition on target `x` of `kind`: an update (only `syncfileId` when given) due to it and not
 * begun.
 */
function holdsBack(contextId: number, kind: SyncfileKind, now: number, syncfileId?: number) {
  const onlyOne = syncfileId === undefined ? sql`` : sql`and s.id = ${syncfileId}`;
  return sql`exists (
    select 1 from syncfiles s
    where s.context_id = ${contextId} and s.kind = ${kind} and s.archived = 0
      and (s.release_date is null or s.release_date <= ${now}) ${onlyOne}
      and ((s.status = ${STATUS_ACTIVE} and ${admittedSql(sql`s.id`, sql`x.store_row_id`)})
        or (s.status = ${STATUS_TEST} and exists (
          select 1 from syncfile_targets t where t.syncfile_id = s.id and ${checkedColumn[kind]} = x.id)))
      and not exists (
        select 1 from installations i
        where i.syncfile_id = s.id and ${targetColumn[kind]} = x.id
          and (i.installation_status in (1, 2) or (i.downloaded = 1 and i.installation_status <> 3))))`;
}

/** The uids of the targets of `kind` in the given stores that hold back an update due to them. */
export async function heldBackTargetUids(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  now: number,
  storeRowIds: readonly number[],
): Promise<Set<string>> {
  const uids = new Set<string>();
  // A thousand stores per statement: far below either database's limit of bound values.
  for (let i = 0; i < storeRowIds.length; i += 1000) {
    const chunk = storeRowIds.slice(i, i + 1000);
    const result = await sql<{ uid: string }>`
      select x.uid from ${targetTable[kind]} x
      where x.store_row_id in (${sql.join(chunk)}) and ${holdsBack(contextId, kind, now)}`.execute(db.kysely);
    for (const row of result.rows) uids.add(row.uid);
  }
  return uids;
}

/**
 * Per store row id of the context, the number of its targets of `kind` that have an update (released,
 * not archived; only `syncfileId` when given) due and not begun: no installation that is running,
 * done, or downloaded without having failed.
 */
export async function heldBackTargetsPerStore(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  now: number,
  syncfileId?: number,
): Promise<Map<number, number>> {
  const result = await sql<{ storeRowId: number; targets: number | string }>`
    select x.store_row_id, count(*) as targets
    from ${targetTable[kind]} x
    join stores st on st.id = x.store_row_id
    where st.context_id = ${contextId} and ${holdsBack(contextId, kind, now, syncfileId)}
    group by x.store_row_id`.execute(db.kysely);
  return new Map(result.rows.map((row) => [Number(row.storeRowId), Number(row.targets)]));
}

/** As `heldBackTargetsPerStore`, of the given stores only (a cache rebuilding the stores that changed). */
export async function heldBackTargetsOfStores(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  now: number,
  storeRowIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  // A thousand stores per statement: far below either database's limit of bound values.
  for (let i = 0; i < storeRowIds.length; i += 1000) {
    const chunk = storeRowIds.slice(i, i + 1000);
    const result = await sql<{ storeRowId: number; targets: number | string }>`
      select x.store_row_id, count(*) as targets from ${targetTable[kind]} x
      where x.store_row_id in (${sql.join(chunk)}) and ${holdsBack(contextId, kind, now)}
      group by x.store_row_id`.execute(db.kysely);
    for (const row of result.rows) counts.set(Number(row.storeRowId), Number(row.targets));
  }
  return counts;
}
