import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The start page's situation: each count one grouped SQL aggregation over the visible contexts, so
// it costs the same at a million registers as at ten. Registers and store servers offline are
// counted over the index `cashpoints_store_tree` (store, pos, uid, last heartbeat: an index-only
// scan per store) and the store servers' rows; alerts and rollouts over their context column.

/** Map of context id to count, with 0 for every asked context without rows. */
function byContext(ids: number[], rows: { contextId: number; n: number | string | bigint }[]) {
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.contextId, Number(row.n));
  return counts;
}

/**
 * Not closed, written out in the SQL (not a bound value): only then may SQLite read the open alerts
 * from the partial indexes of open alerts (alerts_one_open, alerts_open_unowned) instead of every
 * alert's row; at a million registers (300,000 open TSE alerts) 170 ms instead of 45 ms.
 */
const notClosed = sql<boolean>`state <> 'closed'`;

/** The open (not closed) alerts per context and kind, and those without an owner per context. */
export async function openAlertsByKind(db: Db, ids: number[]) {
  const [kinds, unowned] = await Promise.all([
    db.kysely
      .selectFrom('alerts')
      .select(['contextId', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('contextId', 'in', ids)
      .where(notClosed)
      .groupBy(['contextId', 'kind'])
      .execute(),
    db.kysely
      .selectFrom('alerts')
      .select(['contextId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('contextId', 'in', ids)
      .where(notClosed)
      .where(sql<boolean>`assignee_name is null`)
      .groupBy('contextId')
      .execute(),
  ]);
  return { kinds: kinds.map((k) => ({ ...k, n: Number(k.n) })), unowned: byContext(ids, unowned) };
}

/** Rollouts per context in each of the states that still need someone: paused, waiting, running. */
export async function activeRolloutsByState(db: Db, ids: number[]) {
  const rows = await db.kysely
    .selectFrom('rollouts')
    .select(['contextId', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('contextId', 'in', ids)
    .where('state', 'in', ['paused', 'waitingForApproval', 'running'])
    .groupBy(['contextId', 'state'])
    .execute();
  const of = (state: string) =>
    byContext(
      ids,
      rows.filter((r) => r.state === state),
    );
  return { paused: of('paused'), waitingForApproval: of('waitingForApproval'), running: of('running') };
}

/**
 * Registers and store servers without a heartbeat since `onlineSince` (or never), per context: what
 * the trees show as offline (fleet/repository/offline.ts).
 */
export async function offlineTargets(db: Db, ids: number[], onlineSince: number) {
  const [registers, servers] = await Promise.all([
    db.kysely
      .selectFrom('cashpoints')
      .innerJoin('stores', 'stores.id', 'cashpoints.storeRowId')
      .select(['stores.contextId as contextId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('stores.contextId', 'in', ids)
      .where((eb) =>
        eb.or([eb('cashpoints.lastHeartbeat', 'is', null), eb('cashpoints.lastHeartbeat', '<', onlineSince)]),
      )
      .groupBy('stores.contextId')
      .execute(),
    // The store servers from their index by store and heartbeat (migration 0033), walked whole and
    // only the silent ones joined to their store: SQLite otherwise reads each store's server by its
    // unique key, row and agent info with it (200 ms at 100,000 stores instead of 10). A cross join
    // keeps SQLite to that order; PostgreSQL plans it as any join.
    sql<{ contextId: number; n: number }>`
      select s.context_id, count(*) as n
      from store_agents sa cross join stores s
      where s.id = sa.store_row_id and s.context_id in (${sql.join(ids)})
        and (sa.last_heartbeat is null or sa.last_heartbeat < ${onlineSince})
      group by s.context_id`
      .execute(db.kysely)
      .then((result) => result.rows),
  ]);
  return { registers: byContext(ids, registers), servers: byContext(ids, servers) };
}

/** Stores with a maintenance running now (of the store itself or of one of its registers), per context. */
export async function storesInMaintenance(db: Db, ids: number[], now: number) {
  const rows = await db.kysely
    .selectFrom('maintenanceWindows')
    .select(['contextId', sql<number>`count(distinct store_uid)`.as('n')])
    .where('contextId', 'in', ids)
    .where('startsAt', '<=', now)
    .where('endsAt', '>', now)
    .where('endedAt', 'is', null)
    .groupBy('contextId')
    .execute();
  return byContext(ids, rows);
}
