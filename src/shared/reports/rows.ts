import type { Stamp } from './kinds';

// The rows of both reports as the contract (openapi.yaml) states them. The SPA's and the server's
// generated types are checked against these where they meet the catalogue, so a change of the
// contract that breaks a column fails the type check.

export type ReportTimestamp = Stamp | null;

export interface CashpointReportRow {
  uid: string;
  storeId: string | null;
  posId: string | null;
  posType: string | null;
  lastHeartbeat: string | null;
  cashpointVersion: string | null;
  currentVersion: string | null;
  tseServerVersion: string | null;
  osName: string | null;
  cashpointRunning: boolean | null;
  ntpSyncActive: boolean | null;
  ntpLastSuccessfulSyncTime: number | null;
  offline: boolean;
}

export interface StoreReportRow {
  uid: string;
  storeName: string;
  lastHeartbeat?: string | null;
  currentVersionTag?: string | null;
  storeVersion?: string | null;
  license?: string | null;
  licenseProcedure?: string | null;
  identNumber?: string | null;
  serialNumber?: string | null;
  tbeg?: ReportTimestamp;
  tabsletzte?: ReportTimestamp;
  tabsok?: ReportTimestamp;
  dzuskarun?: ReportTimestamp;
  diwastop_err?: ReportTimestamp;
  tabsaktiv?: boolean | null;
  kabsvortag?: number | null;
  kabslaufendertag?: number | null;
  wwsBelegverarbeitungAktiv?: boolean | null;
  bonaufloesungWAModulAktiv?: boolean | null;
  datenverarbeitungHQAktiv?: boolean | null;
  posReceiptProcessingActive?: boolean | null;
  lastPosReceiptProcessing?: ReportTimestamp;
  tillServerVersion?: string | null;
  tillServerActive?: boolean | null;
  tseServerVersion?: string | null;
  tseServerRunning?: boolean | null;
  sigmabackupaktiv?: boolean | null;
  lastsigmabackup?: ReportTimestamp;
  lastsigmabackuperfolg?: string | null;
  updateaktiv?: boolean | null;
  lastupdate?: ReportTimestamp;
  lastupdateerfolg?: string | null;
  diwadebu_log?: string | null;
  lastPosConnectUpdate?: ReportTimestamp;
  lastPosConnectUpdateErfolg?: boolean | null;
  posConnectBuildTag?: string | null;
  dutiserv?: string | null;
  dutiservStartart?: string | null;
  dzuska28?: string | null;
  dzuska51?: string | null;
  diwaapps?: string | null;
  dzuswdfk?: string | null;
  dzuswa11?: string | null;
  dzuswa18?: string | null;
  diwamesw?: string | null;
  posConnectAppAdmin?: string | null;
  posConnectMasterData?: string | null;
  posConnectReceiptService?: string | null;
  tseServer?: string | null;
  postgresql?: string | null;
  pgsqlVersion?: string | null;
  offline: boolean;
}
