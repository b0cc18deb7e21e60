// Counts kept by triggers (migration 0022), assembled into `Database` by schema.ts.

/** A store's registers (`storeCashpointCounts`) or store servers (`storeAgentCounts`); no row: none yet. */
export interface StoreTargetCountsTable {
  storeRowId: number;
  n: number;
}
