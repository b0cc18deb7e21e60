import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// What each store of a context holds for a wave's reach before it starts: its registers and store
// servers, and how many of each have not been heard from within the offline limit. One grouped
// statement per kind over the context's stores.

export interface StoreReach {
  cashpoints: number;
  cashpointsOffline: number;
  storeServers: number;
  storeServersOffline: number;
}

const none = (): StoreReach => ({ cashpoints: 0, cashpointsOffline: 0, storeServers: 0, storeServersOffline: 0 });

/** Per store row id of the context (stores without any target are missing: `reachOf` gives zeros). */
export async function storeReachOfContext(
  db: Db,
  contextId: number,
  onlineSince: number,
): Promise<Map<number, StoreReach>> {
  const count = (table: ReturnType<typeof sql>) =>
    sql<Record<string, unknown>>`
      select x.store_row_id, count(*) as n,
        sum(case when x.last_heartbeat is null or x.last_heartbeat < ${onlineSince} then 1 else 0 end) as offline
      from ${table} x join stores st on st.id = x.store_row_id
      where st.context_id = ${contextId}
      group by x.store_row_id`.execute(db.kysely);
  const [cashpoints, agents] = await Promise.all([count(sql`cashpoints`), count(sql`store_agents`)]);
  const reach = new Map<number, StoreReach>();
  const of = (id: number) => reach.get(id) ?? reach.set(id, none()).get(id)!;
  // Column names arrive in camel case (the connection's plugin).
  for (const row of cashpoints.rows) {
    const store = of(Number(row.storeRowId));
    store.cashpoints = Number(row.n);
    store.cashpointsOffline = Number(row.offline ?? 0);
  }
  for (const row of agents.rows) {
    const store = of(Number(row.storeRowId));
    store.storeServers = Number(row.n);
    store.storeServersOffline = Number(row.offline ?? 0);
  }
  return reach;
}

export const reachOf = (reach: ReadonlyMap<number, StoreReach>, storeRowId: number): StoreReach =>
  reach.get(storeRowId) ?? none();

/**
 * Per store row id of the context, its registers and store servers from the counts the triggers keep
 * (migration 0022): what the progress view asks every few seconds, without a scan of the targets.
 */
export async function storeTargetCountsOfContext(db: Db, contextId: number): Promise<Map<number, StoreReach>> {
  const rows = await db.kysely
    .selectFrom('stores as st')
    .leftJoin('storeCashpointCounts as c', 'c.storeRowId', 'st.id')
    .leftJoin('storeAgentCounts as a', 'a.storeRowId', 'st.id')
    .select(['st.id', 'c.n as cashpoints', 'a.n as storeServers'])
    .where('st.contextId', '=', contextId)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        cashpoints: Number(row.cashpoints ?? 0),
        cashpointsOffline: 0,
        storeServers: Number(row.storeServers ?? 0),
        storeServersOffline: 0,
      },
    ]),
  );
}
