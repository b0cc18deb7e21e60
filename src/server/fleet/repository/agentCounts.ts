import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { AgentCount } from '../../platform/metrics/registry';

/**
 * Registers and store agents of every context, online and offline by the rule of `isOffline` (no
 * heartbeat yet, or the last one older than the limit): one grouped query over all of them, cheap
 * enough for every scrape of the metrics. A context without any has its zeros.
 */
export async function agentCounts(db: Db, now: number, offlineAfterSeconds: number): Promise<AgentCount[]> {
  const onlineSince = now - offlineAfterSeconds * 1000;
  const { rows } = await sql<{ context: string; kind: AgentCount['kind']; total: number; online: number | null }>`
    select x.key as context, 'cashpoint' as kind, count(c.id) as total,
      sum(case when c.last_heartbeat >= ${onlineSince} then 1 else 0 end) as online
    from contexts x
    left join stores s on s.context_id = x.id
    left join cashpoints c on c.store_row_id = s.id
    group by x.key
    union all
    select x.key as context, 'store' as kind, count(a.id) as total,
      sum(case when a.last_heartbeat >= ${onlineSince} then 1 else 0 end) as online
    from contexts x
    left join stores s on s.context_id = x.id
    left join store_agents a on a.store_row_id = s.id
    group by x.key
  `.execute(db.kysely);
  return rows.map((row) => {
    const online = Number(row.online ?? 0);
    return { context: row.context, kind: row.kind, online, offline: Number(row.total) - online };
  });
}
