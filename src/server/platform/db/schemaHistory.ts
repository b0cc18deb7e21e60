// The history tables of the history capability (migrations 0041 and 0045), assembled into `Database` by
// schema.ts. Each row is a register's (`cashpointId`) or a store server's (`storeAgentId`); times in ms.
import type { Generated } from 'kysely';

export interface HistoryStatesTable {
  cashpointId: number | null;
  storeAgentId: number | null;
  /** JSON: per section its fingerprint. */
  fingerprint: string;
  /** JSON: per section its values, key → value. */
  reported: string;
  updatedAt: number;
  /** When history began keeping the target, its baseline (migration 0043); null: kept before that migration. */
  startedAt: number | null;
}

export interface HistoryChangesTable {
  id: Generated<number>;
  cashpointId: number | null;
  storeAgentId: number | null;
  at: number;
  key: string;
  /** Null: not reported before (or after, in `new`). */
  old: string | null;
  new: string | null;
}

/** A target's offline spans that ended on one UTC day (migration 0045). */
export interface HistoryOfflineDaysTable {
  cashpointId: number | null;
  storeAgentId: number | null;
  /** Days since 1970-01-01, UTC. */
  day: number;
  /** `start:end,…` in whole seconds from the day's midnight, UTC (history/repository/offlineDays.ts). */
  spans: string;
}

/** The history capability's tables, as `Database` (schema.ts) holds them. */
export interface HistoryTables {
  historyStates: HistoryStatesTable;
  historyChanges: HistoryChangesTable;
  historyOfflineDays: HistoryOfflineDaysTable;
}
