import { sql } from 'kysely';
import type { components } from '../../../shared/generated/contract';
import type { Db } from '../../platform/db/connection';
import { isoTime } from '../../platform/ids';
import { asInt } from '../../platform/db/repository/jsonField';

type StoreReportRow = components['schemas']['StoreReportRow'];
export type MasterDataValues = Pick<
  StoreReportRow,
  | 'masterDataPricesVersion'
  | 'masterDataPricesAppliedAt'
  | 'masterDataPromotionsVersion'
  | 'masterDataPromotionsAppliedAt'
  | 'masterDataArticlesVersion'
  | 'masterDataArticlesAppliedAt'
>;

// The store report's master data columns (issue 51): the files the store server last reported
// (store_master_data, migration 0035), one row per store and kind. A write to them that changes a
// version or an applied time leaves a change mark on the store's server (migration 0036), so the
// report's per-store cache rebuilds that store.

const fields = {
  prices: ['masterDataPricesVersion', 'masterDataPricesAppliedAt'],
  promotions: ['masterDataPromotionsVersion', 'masterDataPromotionsAppliedAt'],
  articles: ['masterDataArticlesVersion', 'masterDataArticlesAppliedAt'],
} as const;

/** A store server that reported no master data: every value null. */
export const noMasterData: MasterDataValues = {
  masterDataPricesVersion: null,
  masterDataPricesAppliedAt: null,
  masterDataPromotionsVersion: null,
  masterDataPromotionsAppliedAt: null,
  masterDataArticlesVersion: null,
  masterDataArticlesAppliedAt: null,
};

/** The master data values of the given stores of a context (all with null), by store row id. */
export async function masterDataByStore(
  db: Db,
  contextId: number,
  storeRowIds: number[] | null,
): Promise<Map<number, MasterDataValues>> {
  const storeFilter = storeRowIds === null ? sql`` : sql`and st.id in (${sql.join(storeRowIds)})`;
  const result = await sql<{ stid: number; kind: string; version: string; applied: number | string | null }>`
    select st.id as stid, m.kind, m.version, m.applied_at as applied
    from stores st join store_master_data m on m.store_row_id = st.id
    where st.context_id = ${contextId} ${storeFilter}
  `.execute(db.kysely);
  const byStore = new Map<number, MasterDataValues>();
  for (const r of result.rows) {
    const names = fields[r.kind as keyof typeof fields];
    if (!names) continue;
    const stid = Number(r.stid);
    const values = byStore.get(stid) ?? { ...noMasterData };
    values[names[0]] = r.version;
    values[names[1]] = isoTime(asInt(r.applied));
    byStore.set(stid, values);
  }
  return byStore;
}
