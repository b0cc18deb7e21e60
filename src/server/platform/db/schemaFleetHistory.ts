// The fleet history's tables (migration 0042), assembled into `Database` by schema.ts: one row set
// per context and day ('YYYY-MM-DD' in TIME_ZONE), written by the fleetHistory capability's job.

export interface FleetDaysTable {
  contextId: number;
  day: string;
  cashpoints: number;
  onlineCashpoints: number;
  redStores: number;
  /** When the snapshot was taken (ms). */
  takenAt: number;
}

export interface FleetDayVersionsTable {
  contextId: number;
  day: string;
  /** The update's tag; '' for registers without an installed update. */
  version: string;
  /** The update's order key when taken; null for '' and for a tag no update file holds any more. */
  orderKey: number | null;
  cashpoints: number;
}

export interface FleetDayAlertsTable {
  contextId: number;
  day: string;
  alertKind: string;
  openAlerts: number;
}

/** The fleet history's tables, as `Database` (schema.ts) holds them. */
export interface FleetHistoryTables {
  fleetDays: FleetDaysTable;
  fleetDayVersions: FleetDayVersionsTable;
  fleetDayAlerts: FleetDayAlertsTable;
}
