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
 * The sources of a target's due update, as CTEs: `released` updates of the kind, the `aktiv`
 * maximum per context (updates without a rollout), the `admitted` maximum per store (rollouts) and
 * the `checked` maximum per target (Test/Labor).
 */
function dueSourcesSql(k: TargetKindSql, now: number) {
  return sql`
    released as (
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
    )`;
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
    with ${dueSourcesSql(k, now)},
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

const contextFilterSql = (contextIds: readonly number[]) => sql`st.context_id in (${sql.join(contextIds)})`;

/**
 * Per context: its stores, registers and store servers, from the counts the triggers keep per store
 * (migration 0022): 100,000 short rows at a million registers instead of a million index entries.
 */
function totalsSql(contextIds: readonly number[]) {
  return sql<{ ctx: number; stores: number | string; cashpoint: number | string; store: number | string }>`
    select st.context_id as ctx, count(*) as stores, coalesce(sum(c.n), 0) as cashpoint,
      coalesce(sum(a.n), 0) as store
    from stores st
    left join store_cashpoint_counts c on c.store_row_id = st.id
    left join store_agent_counts a on a.store_row_id = st.id
    where ${contextFilterSql(contextIds)} group by st.context_id`;
}

/** Per context with an Aktiv update due everywhere: how many targets report that one installed. */
function aktivInstalledSql(k: TargetKindSql, now: number, contextIds: readonly number[]) {
  return sql<{ ctx: number; n: number }>`
    with ${dueSourcesSql(k, now)}
    select a.context_id as ctx, (select count(*) from installations i
      where i.syncfile_id = s.id and i.installation_status = ${INSTALLED} and i.${k.targetColumn} is not null) as n
    from aktiv a join syncfiles s on s.context_id = a.context_id and s.kind = ${k.kind} and s.order_key = a.top_key
    where a.context_id in (${sql.join(contextIds)})`;
}

/**
 * Per context, its special targets (in a store a rollout admitted, or checked for a Test/Labor
 * update): how many, how many are not updated, and how many report the context's Aktiv update
 * installed. Driven from the rollouts' stores and the checked targets, not from every target.
 */
function specialSql(k: TargetKindSql, now: number, contextIds: readonly number[]) {
  return sql<{ ctx: number; n: number; nu: number; ai: number }>`
    with ${dueSourcesSql(k, now)},
    special_ids as (
      select x.id as target_id from ${k.table} x join admitted ad on ad.store_row_id = x.store_row_id
      union select target_id from checked
    ),
    special as (
      select x.id as target_id, st.context_id, a.top_key as aktiv_key,
        ${highest([sql`a.top_key`, sql`ad.top_key`, sql`c.top_key`])} as due_key
      from special_ids si join ${k.table} x on x.id = si.target_id
      join stores st on st.id = x.store_row_id
      left join aktiv a on a.context_id = st.context_id
      left join admitted ad on ad.store_row_id = x.store_row_id
      left join checked c on c.target_id = x.id
      where ${contextFilterSql(contextIds)}
    )
    select sp.context_id as ctx, count(*) as n,
      sum(case when sp.due_key is null or i.installation_status = ${INSTALLED} then 0 else 1 end) as nu,
      sum(case when ia.installation_status = ${INSTALLED} then 1 else 0 end) as ai
    from special sp
    left join syncfiles due on due.context_id = sp.context_id and due.kind = ${k.kind} and due.order_key = sp.due_key
    left join installations i on i.syncfile_id = due.id and i.${k.targetColumn} = sp.target_id
    left join syncfiles top on top.context_id = sp.context_id and top.kind = ${k.kind} and top.order_key = sp.aktiv_key
    left join installations ia on ia.syncfile_id = top.id and ia.${k.targetColumn} = sp.target_id
    group by sp.context_id`;
}

/**
 * How many targets of the kind are not updated in a context with `total` of them. The same rule as
 * targetStatesSql, but without a join per target, which took seconds at a million registers: a
 * plain target (no rollout store, not checked) is due its context's Aktiv update, so its context's
 * plain targets that are updated are those that report that update installed, one count over its
 * installations; only the special targets are looked at one by one.
 */
async function notUpdatedCounts(db: Db, kind: SyncfileKind, now: number, contextIds: readonly number[]) {
  const k = kinds[kind];
  const [aktiv, special] = await Promise.all([
    aktivInstalledSql(k, now, contextIds).execute(db.kysely),
    specialSql(k, now, contextIds).execute(db.kysely),
  ]);
  const installedAktiv = new Map(aktiv.rows.map((r) => [Number(r.ctx), Number(r.n)]));
  const specials = new Map(special.rows.map((r) => [Number(r.ctx), r]));
  return (ctx: number, total: number) => {
    const sp = specials.get(ctx);
    const [spCount, spNotUpdated, spAktiv] = sp ? [Number(sp.n), Number(sp.nu), Number(sp.ai)] : [0, 0, 0];
    const installed = installedAktiv.get(ctx);
    const plainNotUpdated = installed === undefined ? 0 : total - spCount - (installed - spAktiv);
    return plainNotUpdated + spNotUpdated;
  };
}

/** Counts of every given context, in five set-based queries, none with a join per target. */
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
  const [totals, cashpoints, agents] = await Promise.all([
    totalsSql(contextIds).execute(db.kysely),
    notUpdatedCounts(db, 'cashpoint', now, contextIds),
    notUpdatedCounts(db, 'store', now, contextIds),
  ]);
  for (const row of totals.rows) {
    const ctx = Number(row.ctx);
    const [cashpointCount, storeAgentCount] = [Number(row.cashpoint), Number(row.store)];
    Object.assign(counts.get(ctx)!, {
      storeCount: Number(row.stores),
      cashpointCount,
      notUpdatedCashpointCount: cashpoints(ctx, cashpointCount),
      storeAgentCount,
      notUpdatedStoreAgentCount: agents(ctx, storeAgentCount),
    });
  }
  return counts;
}
