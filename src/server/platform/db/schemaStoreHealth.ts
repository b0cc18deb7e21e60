// The store health tables of the storeHealth capability (migration 0035), assembled into `Database`
// by schema.ts. Times in ms, booleans 0/1.

export interface CashpointPeripheralsTable {
  cashpointId: number;
  kind: string;
  name: string;
  state: string;
  since: number;
}

export interface CashpointPaymentsTable {
  cashpointId: number;
  terminalId: string;
  reachable: number;
  /** When the server saw `reachable` take its value. */
  reachableSince: number;
  lastTransactionAt: number | null;
  lastCutAt: number | null;
  /** The first payment reported after the last cut; null while every payment is cut. */
  uncutSince: number | null;
  offlineTransactions: number;
  oldestOfflineAt: number | null;
  reportedAt: number;
}

export interface CashpointDataFlowsTable {
  cashpointId: number;
  unsentReceipts: number;
  oldestUnsentAt: number | null;
  lastUploadAt: number | null;
  reportedAt: number;
}

export interface StoreMasterDataTable {
  storeRowId: number;
  kind: string;
  version: string;
  receivedAt: number | null;
  appliedAt: number | null;
  reportedAt: number;
}

/** The storeHealth capability's tables, as `Database` (schema.ts) holds them. */
export interface StoreHealthTables {
  cashpointPeripherals: CashpointPeripheralsTable;
  cashpointPayments: CashpointPaymentsTable;
  cashpointDataFlows: CashpointDataFlowsTable;
  storeMasterData: StoreMasterDataTable;
}
