import { sql } from 'kysely';
import type { SyncfileKind } from '../../platform/db/schema';
import { INSTALLED } from './rollout';

const targetColumn = { cashpoint: sql`cashpoint_id`, store: sql`store_agent_id` } as const;

/**
 * One row per target of a context that has installed anything: the update with the highest order
 * key among those it reports installed is its current version (target_id, tag, filename). Order
 * keys are unique per context and kind, so a grouped maximum finds that update without sorting
 * each target's installations. CROSS JOIN makes SQLite run the grouping once and look each update
 * up by its key (with a plain join it re-ran the grouping per update); PostgreSQL plans it freely.
 */
export function currentVersionsSql(kind: SyncfileKind, contextId: number) {
  const column = targetColumn[kind];
  return sql`
    select top.target_id, cur.tag, cur.filename from (
      select i.${column} as target_id, max(s.order_key) as top_key
      from installations i join syncfiles s on s.id = i.syncfile_id
      where s.context_id = ${contextId} and s.kind = ${kind}
        and i.installation_status = ${INSTALLED} and i.${column} is not null
      group by i.${column}
    ) top
    cross join syncfiles cur
    where cur.context_id = ${contextId} and cur.kind = ${kind} and cur.order_key = top.top_key
  `;
}
