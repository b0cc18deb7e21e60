// Counts kept by triggers (migration 0022), assembled into `Database` by schema.ts.

/** A store's registers and store servers, for home and statistics (no row: none yet). */
export interface StoreTargetCountsTable {
  storeRowId: number;
  cashpoints: number;
  storeAgents: number;
}
