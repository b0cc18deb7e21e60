import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connection';
import type { Database, SyncfileKind } from '../../platform/db/schema';

/** An update a heartbeat names as the one its target runs. */
export interface InstalledVersion {
  contextId: number;
  filename: string;
  targetId: number;
  now: number;
}

const targetColumn = { cashpoint: sql.raw('cashpoint_id'), store: sql.raw('store_agent_id') } as const;

/**
 * The updates the agents of a batch name as the ones they run are installations the console may not
 * have seen reported. One statement finds each update by its file name and records the installation,
 * unless it is recorded as installed already. The heartbeat counts as a report made now: a report
 * dated before it, arriving late, must not undo what the heartbeat showed (a later stored time is
 * kept). The rows come as arrays on PostgreSQL and as a JSON array on SQLite, as the liveness batches do.
 */
export async function markInstalled(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: SyncfileKind,
  versions: readonly InstalledVersion[],
): Promise<void> {
  if (versions.length === 0) return;
  // One row per target and update (PostgreSQL updates a row once per statement): the latest time.
  const latest = new Map<string, InstalledVersion>();
  for (const v of versions) {
    const key = `${v.targetId}\u0000${v.filename}`;
    if ((latest.get(key)?.now ?? -Infinity) < v.now) latest.set(key, v);
  }
  const rows = [...latest.values()].sort((a, b) => a.targetId - b.targetId);
  const column = targetColumn[kind];
  const given =
    dialect === 'postgres'
      ? sql`unnest(${rows.map((r) => r.contextId)}::integer[], ${rows.map((r) => r.filename)}::text[],
          ${rows.map((r) => r.targetId)}::integer[], ${rows.map((r) => r.now)}::bigint[]) as v(context_id, filename, target_id, t)`
      : sql`(select value ->> 0 as context_id, value ->> 1 as filename, value ->> 2 as target_id, value ->> 3 as t
          from json_each(${JSON.stringify(rows.map((r) => [r.contextId, r.filename, r.targetId, r.now]))})) as v`;
  await sql`
    insert into installations (syncfile_id, ${column}, installation_status, installing_since, downloaded,
      updated_at, reported_at)
    select s.id, v.target_id, 2, null, 1, v.t, v.t
    from syncfiles s, ${given}
    where s.context_id = v.context_id and s.kind = ${kind} and s.filename = v.filename
    on conflict (${column}, syncfile_id) do update set installation_status = 2, installing_since = null,
      downloaded = 1, updated_at = excluded.updated_at,
      reported_at = case when installations.reported_at > excluded.reported_at
        then installations.reported_at else excluded.reported_at end
    where installations.installation_status <> 2
  `.execute(db);
}
