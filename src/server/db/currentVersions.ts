import { sql } from 'kysely';
import type { SyncfileKind } from './schema';
import { INSTALLED } from './rollout';

const targetColumn = { cashpoint: sql`cashpoint_id`, store: sql`store_agent_id` } as const;

/**
 * One row per target of a context that has installed anything: the update with the highest order
 * key among those it reports installed is its current version (target_id, tag, filename). A window
 * function keeps it one pass over the context's installations, whatever the fleet size.
 */
export function currentVersionsSql(kind: SyncfileKind, contextId: number) {
  const column = targetColumn[kind];
  return sql`
    select ranked.target_id, ranked.tag, ranked.filename from (
      select i.${column} as target_id, s.tag, s.filename,
        row_number() over (partition by i.${column} order by s.order_key desc) as rank
      from installations i join syncfiles s on s.id = i.syncfile_id
      where s.context_id = ${contextId} and s.kind = ${kind}
        and i.installation_status = ${INSTALLED} and i.${column} is not null
    ) ranked
    where ranked.rank = 1
  `;
}
