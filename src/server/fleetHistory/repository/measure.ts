import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql } from '../../updates';

// What a snapshot counts of one context now, read from the fleet's, updates' and alerts' tables
// (this capability only reads them): registers per installed version, online registers, open alerts
// per kind. The red stores come from store health's own rule (snapshot.ts).

export interface FleetMeasure {
  cashpoints: number;
  onlineCashpoints: number;
  /** Per tag ('' : no installed update) its registers and the update's order key. */
  versions: { version: string; orderKey: number | null; cashpoints: number }[];
  alerts: { kind: string; open: number }[];
}

/**
 * Registers per current version (the installed update with the highest order key, as the register
 * report shows it): one grouped count over the registers that installed anything; the others are
 * the context's registers (the triggers' per-store counts) less those.
 */
async function versionCounts(db: Db, contextId: number) {
  const result = await sql<{ tag: string; newest: number | string; n: number | string }>`
    select cur.tag, max(cur.order_key) as newest, count(*) as n from (
      select v.target_id, v.tag, s.order_key from (${currentVersionsSql('cashpoint', contextId)}) v
      join syncfiles s on s.context_id = ${contextId} and s.kind = 'cashpoint' and s.filename = v.filename
    ) cur
    group by cur.tag`.execute(db.kysely);
  return result.rows.map((r) => ({ version: r.tag, orderKey: Number(r.newest), cashpoints: Number(r.n) }));
}

async function cashpointTotals(db: Db, contextId: number, onlineSince: number) {
  const [total, online] = await Promise.all([
    sql<{ n: number | string | null }>`
      select coalesce(sum(c.n), 0) as n from stores st join store_cashpoint_counts c on c.store_row_id = st.id
      where st.context_id = ${contextId}`.execute(db.kysely),
    sql<{ n: number | string }>`
      select count(*) as n from cashpoints x join stores st on st.id = x.store_row_id
      where st.context_id = ${contextId} and x.last_heartbeat >= ${onlineSince}`.execute(db.kysely),
  ]);
  return { cashpoints: Number(total.rows[0]?.n ?? 0), onlineCashpoints: Number(online.rows[0]?.n ?? 0) };
}

async function openAlertsPerKind(db: Db, contextId: number) {
  const rows = await db.kysely
    .selectFrom('alerts')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('open')])
    .where('contextId', '=', contextId)
    .where('state', '<>', 'closed')
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  return rows.map((r) => ({ kind: r.kind, open: Number(r.open) }));
}

/** The context's counts at `now`; a register is online when its last heartbeat is `offlineAfterMs` old at most. */
export async function measureContext(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterMs: number,
): Promise<FleetMeasure> {
  const [totals, installed, alerts] = await Promise.all([
    cashpointTotals(db, contextId, now - offlineAfterMs),
    versionCounts(db, contextId),
    openAlertsPerKind(db, contextId),
  ]);
  const without = totals.cashpoints - installed.reduce((sum, v) => sum + v.cashpoints, 0);
  const versions = without > 0 ? [...installed, { version: '', orderKey: null, cashpoints: without }] : installed;
  return { ...totals, versions, alerts };
}

/** The contexts a snapshot is taken of: all of them (a deleted context's rows are gone with it). */
export async function snapshotContexts(db: Db) {
  return db.kysely.selectFrom('contexts').select(['id', 'key', 'name']).orderBy('id').execute();
}
