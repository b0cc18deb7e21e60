import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { SyncfileKind } from '../../platform/db/schema';
import { admittedPairsSql, withoutRolloutSql } from './admission';

// A target is updated when it has installed its due update, computed set-based here. Its due
// update has the highest order key among the released, non-archived updates that are Aktiv (2) for
// everyone (under a rollout: for its admitted stores, `admission.ts`) or Test/Labor (4) with the
// target checked. The Aktiv maximum is one value per context for updates without a rollout and one
// per store for those with one, the Test/Labor maximum one value per checked target, so the query
// stays linear in the number of targets and rollout stores (no target x update product).

export const STATUS_ACTIVE = 2;
export const STATUS_TEST = 4;
export const INSTALLED = 2;

interface TargetKindSql {
  kind: SyncfileKind;
  table: RawBuilder<unknown>;
  targetColumn: RawBuilder<unknown>;
}

const kinds: Record<SyncfileKind, TargetKindSql> = {
  cashpoint: { kind: 'cashpoint', table: sql`cashpoints`, targetColumn: sql`cashpoint_id` },
  store: { kind: 'store', table: sql`store_agents`, targetColumn: sql`store_agent_id` },
};

/** The highest of the given values that are not null (null when all are): portable max() over columns. */
function highest(values: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return values.reduce(
    (best, value) => sql`case when ${value} is null then ${best} when ${best} is null then ${value}
    when ${value} > ${best} then ${value} else ${best} end`,
  );
}

/**
 * One row per target (register or store agent) of the given contexts: its context, whether it is
 * updated, and the order key of the update it is due (null when none is due).
 */
export function targetStatesSql(
  kind: SyncfileKind,
  now: number,
  contextIds: readonly number[] | null,
  targetId?: number,
) {
  const k = kinds[kind];
  const targetFilter = targetId === undefined ? sql`1 = 1` : sql`x.id = ${targetId}`;
  const contextFilter =
    contextIds === null
      ? sql`1 = 1`
      : contextIds.length === 0
        ? sql`1 = 0`
        : sql`st.context_id in (${sql.join(contextIds)})`;
  return sql`
    with released as (
      select s.id, s.context_id, s.order_key, s.status
      from syncfiles s
      where s.kind = ${k.kind} and s.archived = 0
        and (s.release_date is null or s.release_date <= ${now})
        and s.status in (${STATUS_ACTIVE}, ${STATUS_TEST})
    ),
    aktiv as (
      select context_id, max(order_key) as top_key from released
      where status = ${STATUS_ACTIVE} and ${withoutRolloutSql(sql`released.id`)}
      group by context_id
    ),
    admitted as (
      select p.store_row_id, max(r.order_key) as top_key
      from (${admittedPairsSql()}) p join released r on r.id = p.syncfile_id
      where r.status = ${STATUS_ACTIVE}
      group by p.store_row_id
    ),
    checked as (
      select t.${k.targetColumn} as target_id, max(r.order_key) as top_key
      from syncfile_targets t join released r on r.id = t.syncfile_id
      where r.status = ${STATUS_TEST} and t.${k.targetColumn} is not null
      group by t.${k.targetColumn}
    ),
    tops as (
      select x.id as target_id, st.context_id,
        ${highest([sql`a.top_key`, sql`ad.top_key`, sql`c.top_key`])} as due_key
      from ${k.table} x
      join stores st on st.id = x.store_row_id
      left join aktiv a on a.context_id = st.context_id
      left join admitted ad on ad.store_row_id = x.store_row_id
      left join checked c on c.target_id = x.id
      where ${contextFilter} and ${targetFilter}
    )
    select tops.target_id, tops.context_id, tops.due_key,
      case when tops.due_key is null or i.installation_status = ${INSTALLED} then 1 else 0 end as updated
    from tops
    left join syncfiles due on due.context_id = tops.context_id and due.kind = ${k.kind} and due.order_key = tops.due_key
    left join installations i on i.syncfile_id = due.id and i.${k.targetColumn} = tops.target_id
  `;
}

export interface ContextCounts {
  storeCount: number;
  cashpointCount: number;
  notUpdatedCashpointCount: number;
  storeAgentCount: number;
  notUpdatedStoreAgentCount: number;
}

/** Counts of every given context, in three set-based queries regardless of fleet size. */
export async function contextCounts(
  db: Db,
  contextIds: readonly number[],
  now: number,
): Promise<Map<number, ContextCounts>> {
  const counts = new Map<number, ContextCounts>();
  for (const id of contextIds) {
    counts.set(id, {
      storeCount: 0,
      cashpointCount: 0,
      notUpdatedCashpointCount: 0,
      storeAgentCount: 0,
      notUpdatedStoreAgentCount: 0,
    });
  }
  if (contextIds.length === 0) return counts;

  const stores = await db.kysely
    .selectFrom('stores')
    .select(['contextId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contextId', 'in', contextIds)
    .groupBy('contextId')
    .execute();
  for (const row of stores) counts.get(row.contextId)!.storeCount = Number(row.n);

  for (const kind of ['cashpoint', 'store'] as const) {
    const summary = await sql<{ context_id: number; total: number; not_updated: number }>`
      select s.context_id, count(*) as total, sum(case when s.updated = 1 then 0 else 1 end) as not_updated
      from (${targetStatesSql(kind, now, contextIds)}) s
      group by s.context_id
    `.execute(db.kysely);
    for (const raw of summary.rows as Record<string, unknown>[]) {
      const entry = counts.get(Number(raw.context_id ?? raw.contextId))!;
      const total = Number(raw.total);
      const notUpdated = Number(raw.not_updated ?? raw.notUpdated);
      if (kind === 'cashpoint') {
        entry.cashpointCount = total;
        entry.notUpdatedCashpointCount = notUpdated;
      } else {
        entry.storeAgentCount = total;
        entry.notUpdatedStoreAgentCount = notUpdated;
      }
    }
  }
  return counts;
}
