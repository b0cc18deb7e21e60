import type { Generated } from 'kysely';

// The TSE tables of the fiscal capability (migration 0030), assembled into `Database` by schema.ts.

export interface TsesTable {
  id: Generated<number>;
  contextId: number;
  serial: string;
  type: string;
  bsiCertificateId: string | null;
  manufacturer: string | null;
  model: string | null;
  /** 'YYYY-MM-DD', the certificate's last day. */
  certificateValidUntil: string;
  activatedAt: number | null;
  signatureCounter: number | null;
  signatureCapacity: number | null;
  /** When the stored counter was reported. */
  counterAt: number | null;
  state: string;
  timeSet: number | null;
  lastExportAt: number | null;
  lastExportOk: number | null;
  lastSelfTestAt: number | null;
  lastSelfTestOk: number | null;
  storeRowId: number | null;
  cashpointCount: Generated<number>;
  firstSeen: number;
  lastSeen: number;
  /** When a swap took it out of its last register; null while in use. */
  retiredAt: number | null;
}

export interface TseAssignmentsTable {
  cashpointId: number;
  tseId: number;
  since: number;
}

export interface TseEventsTable {
  id: Generated<number>;
  tseId: number;
  at: number;
  kind: string;
  storeId: string | null;
  posId: string | null;
  otherSerial: string | null;
  fromValue: string | null;
  toValue: string | null;
}

export interface TseCounterSamplesTable {
  tseId: number;
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  counter: number;
  at: number;
}

export interface TseSwapPlansTable {
  tseId: number;
  /** 'YYYY-MM-DD'. */
  plannedFor: string;
  note: string;
  plannedBy: string;
  plannedAt: number;
  doneAt: number | null;
}

/** Kept by triggers (migration 0030); read by the forecast, never written by the code. */
/** The monthly TSE report sent per context and month ('YYYY-MM'), migration 0031. */
export interface TseReportMailsTable {
  contextId: number;
  month: string;
  sentAt: number;
  tses: number;
}

export interface TseMonthCountsTable {
  contextId: number;
  /** 'YYYY-MM' of the certificate's end. */
  month: string;
  tses: number;
  cashpoints: number;
}

/** The fiscal capability's tables, as `Database` (schema.ts) holds them. */
export interface FiscalTables {
  tses: TsesTable;
  tseAssignments: TseAssignmentsTable;
  tseEvents: TseEventsTable;
  tseCounterSamples: TseCounterSamplesTable;
  tseSwapPlans: TseSwapPlansTable;
  tseMonthCounts: TseMonthCountsTable;
  tseReportMails: TseReportMailsTable;
}
