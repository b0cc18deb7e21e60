/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["reports"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCashpointReport: build.query<
        GetCashpointReportApiResponse,
        GetCashpointReportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/reports/cashpoint-report`,
          params: {
            contextId: queryArg.contextId,
            rollout: queryArg.rollout,
            wave: queryArg.wave,
            page: queryArg.page,
            size: queryArg.size,
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
            warningsOnly: queryArg.warningsOnly,
            columns: queryArg.columns,
            storeId: queryArg.storeId,
            posId: queryArg.posId,
            posType: queryArg.posType,
            currentVersion: queryArg.currentVersion,
            cashpointVersion: queryArg.cashpointVersion,
            tseServerVersion: queryArg.tseServerVersion,
            osName: queryArg.osName,
            cashpointRunning: queryArg.cashpointRunning,
            updateWindow: queryArg.updateWindow,
            tseType: queryArg.tseType,
            tseSerial: queryArg.tseSerial,
            tseCertificateValidUntil: queryArg.tseCertificateValidUntil,
            tseDaysLeft: queryArg.tseDaysLeft,
            tseCapacityUsedPercent: queryArg.tseCapacityUsedPercent,
            tseState: queryArg.tseState,
            tseLastExportOk: queryArg.tseLastExportOk,
            tseLastSelfTestOk: queryArg.tseLastSelfTestOk,
            peripheralState: queryArg.peripheralState,
            terminalReachable: queryArg.terminalReachable,
            terminalLastCutAt: queryArg.terminalLastCutAt,
            offlineCardTransactions: queryArg.offlineCardTransactions,
            unsentReceipts: queryArg.unsentReceipts,
          },
        }),
        providesTags: ["reports"],
      }),
      getStoreAgentReport: build.query<
        GetStoreAgentReportApiResponse,
        GetStoreAgentReportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/reports/storeagent-report`,
          params: {
            contextId: queryArg.contextId,
            rollout: queryArg.rollout,
            wave: queryArg.wave,
            page: queryArg.page,
            size: queryArg.size,
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
            warningsOnly: queryArg.warningsOnly,
            columns: queryArg.columns,
            storeName: queryArg.storeName,
            currentVersionTag: queryArg.currentVersionTag,
            storeVersion: queryArg.storeVersion,
            pgsqlVersion: queryArg.pgsqlVersion,
            tabsaktiv: queryArg.tabsaktiv,
            sigmabackupaktiv: queryArg.sigmabackupaktiv,
            lastsigmabackuperfolg: queryArg.lastsigmabackuperfolg,
            updateaktiv: queryArg.updateaktiv,
            lastupdateerfolg: queryArg.lastupdateerfolg,
            kabsvortag: queryArg.kabsvortag,
            kabslaufendertag: queryArg.kabslaufendertag,
            masterDataPrices: queryArg.masterDataPrices,
            masterDataPromotions: queryArg.masterDataPromotions,
            masterDataArticles: queryArg.masterDataArticles,
          },
        }),
        providesTags: ["reports"],
      }),
      getCashpointReportCsv: build.query<
        GetCashpointReportCsvApiResponse,
        GetCashpointReportCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/reports/cashpoint-report.csv`,
          params: {
            contextId: queryArg.contextId,
            rollout: queryArg.rollout,
            wave: queryArg.wave,
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
            warningsOnly: queryArg.warningsOnly,
            columns: queryArg.columns,
            storeId: queryArg.storeId,
            posId: queryArg.posId,
            posType: queryArg.posType,
            currentVersion: queryArg.currentVersion,
            cashpointVersion: queryArg.cashpointVersion,
            tseServerVersion: queryArg.tseServerVersion,
            osName: queryArg.osName,
            cashpointRunning: queryArg.cashpointRunning,
            updateWindow: queryArg.updateWindow,
            tseType: queryArg.tseType,
            tseSerial: queryArg.tseSerial,
            tseCertificateValidUntil: queryArg.tseCertificateValidUntil,
            tseDaysLeft: queryArg.tseDaysLeft,
            tseCapacityUsedPercent: queryArg.tseCapacityUsedPercent,
            tseState: queryArg.tseState,
            tseLastExportOk: queryArg.tseLastExportOk,
            tseLastSelfTestOk: queryArg.tseLastSelfTestOk,
            peripheralState: queryArg.peripheralState,
            terminalReachable: queryArg.terminalReachable,
            terminalLastCutAt: queryArg.terminalLastCutAt,
            offlineCardTransactions: queryArg.offlineCardTransactions,
            unsentReceipts: queryArg.unsentReceipts,
          },
        }),
        providesTags: ["reports"],
      }),
      getStoreAgentReportCsv: build.query<
        GetStoreAgentReportCsvApiResponse,
        GetStoreAgentReportCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/reports/storeagent-report.csv`,
          params: {
            contextId: queryArg.contextId,
            rollout: queryArg.rollout,
            wave: queryArg.wave,
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
            warningsOnly: queryArg.warningsOnly,
            columns: queryArg.columns,
            storeName: queryArg.storeName,
            currentVersionTag: queryArg.currentVersionTag,
            storeVersion: queryArg.storeVersion,
            pgsqlVersion: queryArg.pgsqlVersion,
            tabsaktiv: queryArg.tabsaktiv,
            sigmabackupaktiv: queryArg.sigmabackupaktiv,
            lastsigmabackuperfolg: queryArg.lastsigmabackuperfolg,
            updateaktiv: queryArg.updateaktiv,
            lastupdateerfolg: queryArg.lastupdateerfolg,
            kabsvortag: queryArg.kabsvortag,
            kabslaufendertag: queryArg.kabslaufendertag,
            masterDataPrices: queryArg.masterDataPrices,
            masterDataPromotions: queryArg.masterDataPromotions,
            masterDataArticles: queryArg.masterDataArticles,
          },
        }),
        providesTags: ["reports"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as reportsApi };
export type GetCashpointReportApiResponse =
  /** status 200 The registers of the context (or one page of them), and the register columns the context shows. */ {
    cashpoints: CashpointReportRow[];
    visibleCashpointCheckIds: string[];
    /** Rows the filters let through, on all pages. */
    total: number;
    /** Warning rows among them. */
    warningCount: number;
    /** The page shown (a page past the end shows the last one). */
    page: number;
  };
export type GetCashpointReportApiArg = {
  contextId: ContextKey;
  /** Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
  rollout?: UidString;
  /** With `rollout`, only the stores of this wave (1 is the first). */
  wave?: number;
  /** The page to show, from 1; asking for it (or for `size`) pages the reply. */
  page?: number;
  /** Rows per page (25 when only `page` is given). */
  size?: number;
  /** A column id; a column not on screen sorts by the default one. */
  sortBy?:
    | "storeId"
    | "posId"
    | "posType"
    | "lastHeartbeat"
    | "cashpointVersion"
    | "currentVersion"
    | "tseServerVersion"
    | "osName"
    | "cashpointRunning"
    | "ntpSyncActive"
    | "updateWindow"
    | "tseType"
    | "tseSerial"
    | "tseCertificateValidUntil"
    | "tseDaysLeft"
    | "tseCapacityUsedPercent"
    | "tseState"
    | "tseLastExport"
    | "tseLastSelfTest"
    | "peripheralState"
    | "terminalReachable"
    | "terminalLastCutAt"
    | "offlineCardTransactions"
    | "unsentReceipts"
    | "oldestUnsentReceiptAt";
  sortDirection?: "asc" | "desc";
  /** Only warning rows (offline, or a warning in a fixed or selected column). */
  warningsOnly?: boolean;
  /** The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
  columns?: string[];
  /** Filters by the column `storeId`; applies only while the column is on screen. */
  storeId?: ReportTextFilter;
  /** Filters by the column `posId`; applies only while the column is on screen. */
  posId?: ReportTextFilter;
  /** Filters by the column `posType`; applies only while the column is on screen. */
  posType?: ReportTextFilter;
  /** Filters by the column `currentVersion`; applies only while the column is on screen. */
  currentVersion?: ReportTextFilter;
  /** Filters by the column `cashpointVersion`; applies only while the column is on screen. */
  cashpointVersion?: ReportTextFilter;
  /** Filters by the column `tseServerVersion`; applies only while the column is on screen. */
  tseServerVersion?: ReportTextFilter;
  /** Filters by the column `osName`; applies only while the column is on screen. */
  osName?: "Linux" | "Windows";
  /** Filters by the column `cashpointRunning`; applies only while the column is on screen. */
  cashpointRunning?: "true" | "false";
  /** Filters by the column `updateWindow`; applies only while the column is on screen. */
  updateWindow?: ReportTextFilter;
  /** Filters by the column `tseType`; applies only while the column is on screen. */
  tseType?: "usb" | "sd" | "lan" | "cloud";
  /** Filters by the column `tseSerial`; applies only while the column is on screen. */
  tseSerial?: ReportTextFilter;
  /** Filters by the column `tseCertificateValidUntil`; applies only while the column is on screen. */
  tseCertificateValidUntil?: ReportTextFilter;
  /** Filters by the column `tseDaysLeft`; applies only while the column is on screen. */
  tseDaysLeft?: "30" | "90" | "365" | "expired";
  /** Filters by the column `tseCapacityUsedPercent`; applies only while the column is on screen. */
  tseCapacityUsedPercent?: "80" | "95";
  /** Filters by the column `tseState`; applies only while the column is on screen. */
  tseState?:
    | "notInitialized"
    | "initialized"
    | "disabled"
    | "decommissioned"
    | "evicted";
  /** Filters by the column `tseLastExport`; applies only while the column is on screen. */
  tseLastExportOk?: "true" | "false";
  /** Filters by the column `tseLastSelfTest`; applies only while the column is on screen. */
  tseLastSelfTestOk?: "true" | "false";
  /** Filters by the column `peripheralState`; applies only while the column is on screen. */
  peripheralState?:
    "ok" | "paperLow" | "coverOpen" | "paperOut" | "offline" | "error";
  /** Filters by the column `terminalReachable`; applies only while the column is on screen. */
  terminalReachable?: "true" | "false";
  /** Filters by the column `terminalLastCutAt`; applies only while the column is on screen. */
  terminalLastCutAt?: ReportTextFilter;
  /** Filters by the column `offlineCardTransactions`; applies only while the column is on screen. */
  offlineCardTransactions?: "1" | "10";
  /** Filters by the column `unsentReceipts`; applies only while the column is on screen. */
  unsentReceipts?: "1" | "10" | "100";
};
export type GetStoreAgentReportApiResponse =
  /** status 200 The store instances of the context (or one page of them), and the store columns the context shows. */ {
    storeAgents: StoreReportRow[];
    visibleStoreCheckIds: string[];
    /** Rows the filters let through, on all pages. */
    total: number;
    /** Warning rows among them. */
    warningCount: number;
    /** The page shown (a page past the end shows the last one). */
    page: number;
  };
export type GetStoreAgentReportApiArg = {
  contextId: ContextKey;
  /** Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
  rollout?: UidString;
  /** With `rollout`, only the stores of this wave (1 is the first). */
  wave?: number;
  /** The page to show, from 1; asking for it (or for `size`) pages the reply. */
  page?: number;
  /** Rows per page (25 when only `page` is given). */
  size?: number;
  /** A column id; a column not on screen sorts by the default one. */
  sortBy?:
    | "storeName"
    | "lastHeartbeat"
    | "currentVersionTag"
    | "storeVersion"
    | "license"
    | "licenseProcedure"
    | "identNumber"
    | "serialNumber"
    | "tbeg"
    | "tabsletzte"
    | "tabsaktiv"
    | "tabsok"
    | "kabsvortag"
    | "kabslaufendertag"
    | "wwsBelegverarbeitungAktiv"
    | "dzuskarun"
    | "bonaufloesungWAModulAktiv"
    | "datenverarbeitungHQAktiv"
    | "posReceiptProcessingActive"
    | "lastPosReceiptProcessing"
    | "tillServerVersion"
    | "tillServerActive"
    | "tseServerVersion"
    | "tseServerRunning"
    | "sigmabackup"
    | "update"
    | "diwastop_err"
    | "diwadebu_log"
    | "lastPosConnectUpdate"
    | "dutiserv"
    | "dutiservStartart"
    | "dzuska28"
    | "dzuska51"
    | "diwaapps"
    | "dzuswdfk"
    | "dzuswa11"
    | "dzuswa18"
    | "diwamesw"
    | "posConnectAppAdmin"
    | "posConnectMasterData"
    | "posConnectReceiptService"
    | "tseServer"
    | "postgresql"
    | "pgsqlVersion"
    | "masterDataPrices"
    | "masterDataPromotions"
    | "masterDataArticles";
  sortDirection?: "asc" | "desc";
  /** Only warning rows (offline, or a warning in a fixed or selected column). */
  warningsOnly?: boolean;
  /** The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
  columns?: string[];
  /** Filters by the column `storeName`; applies only while the column is on screen. */
  storeName?: ReportTextFilter;
  /** Filters by the column `currentVersionTag`; applies only while the column is on screen. */
  currentVersionTag?: ReportTextFilter;
  /** Filters by the column `storeVersion`; applies only while the column is on screen. */
  storeVersion?: ReportTextFilter;
  /** Filters by the column `pgsqlVersion`; applies only while the column is on screen. */
  pgsqlVersion?: ReportTextFilter;
  /** Filters by the column `tabsaktiv`; applies only while the column is on screen. */
  tabsaktiv?: "true" | "false";
  /** Filters by the column `sigmabackup`; applies only while the column is on screen. */
  sigmabackupaktiv?: "true" | "false";
  /** Filters by the column `sigmabackup`; applies only while the column is on screen. */
  lastsigmabackuperfolg?: "4" | "1";
  /** Filters by the column `update`; applies only while the column is on screen. */
  updateaktiv?: "true" | "false";
  /** Filters by the column `update`; applies only while the column is on screen. */
  lastupdateerfolg?: "4" | "1";
  /** Filters by the column `kabsvortag`; applies only while the column is on screen. */
  kabsvortag?: "true" | "false";
  /** Filters by the column `kabslaufendertag`; applies only while the column is on screen. */
  kabslaufendertag?: "true" | "false";
  /** Filters by the column `masterDataPrices`; applies only while the column is on screen. */
  masterDataPrices?: ReportTextFilter;
  /** Filters by the column `masterDataPromotions`; applies only while the column is on screen. */
  masterDataPromotions?: ReportTextFilter;
  /** Filters by the column `masterDataArticles`; applies only while the column is on screen. */
  masterDataArticles?: ReportTextFilter;
};
export type GetCashpointReportCsvApiResponse =
  /** status 200 The CSV file. */ string;
export type GetCashpointReportCsvApiArg = {
  contextId: ContextKey;
  /** Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
  rollout?: UidString;
  /** With `rollout`, only the stores of this wave (1 is the first). */
  wave?: number;
  /** A column id; a column not on screen sorts by the default one. */
  sortBy?:
    | "storeId"
    | "posId"
    | "posType"
    | "lastHeartbeat"
    | "cashpointVersion"
    | "currentVersion"
    | "tseServerVersion"
    | "osName"
    | "cashpointRunning"
    | "ntpSyncActive"
    | "updateWindow"
    | "tseType"
    | "tseSerial"
    | "tseCertificateValidUntil"
    | "tseDaysLeft"
    | "tseCapacityUsedPercent"
    | "tseState"
    | "tseLastExport"
    | "tseLastSelfTest"
    | "peripheralState"
    | "terminalReachable"
    | "terminalLastCutAt"
    | "offlineCardTransactions"
    | "unsentReceipts"
    | "oldestUnsentReceiptAt";
  sortDirection?: "asc" | "desc";
  /** Only warning rows (offline, or a warning in a fixed or selected column). */
  warningsOnly?: boolean;
  /** The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
  columns?: string[];
  /** Filters by the column `storeId`; applies only while the column is on screen. */
  storeId?: ReportTextFilter;
  /** Filters by the column `posId`; applies only while the column is on screen. */
  posId?: ReportTextFilter;
  /** Filters by the column `posType`; applies only while the column is on screen. */
  posType?: ReportTextFilter;
  /** Filters by the column `currentVersion`; applies only while the column is on screen. */
  currentVersion?: ReportTextFilter;
  /** Filters by the column `cashpointVersion`; applies only while the column is on screen. */
  cashpointVersion?: ReportTextFilter;
  /** Filters by the column `tseServerVersion`; applies only while the column is on screen. */
  tseServerVersion?: ReportTextFilter;
  /** Filters by the column `osName`; applies only while the column is on screen. */
  osName?: "Linux" | "Windows";
  /** Filters by the column `cashpointRunning`; applies only while the column is on screen. */
  cashpointRunning?: "true" | "false";
  /** Filters by the column `updateWindow`; applies only while the column is on screen. */
  updateWindow?: ReportTextFilter;
  /** Filters by the column `tseType`; applies only while the column is on screen. */
  tseType?: "usb" | "sd" | "lan" | "cloud";
  /** Filters by the column `tseSerial`; applies only while the column is on screen. */
  tseSerial?: ReportTextFilter;
  /** Filters by the column `tseCertificateValidUntil`; applies only while the column is on screen. */
  tseCertificateValidUntil?: ReportTextFilter;
  /** Filters by the column `tseDaysLeft`; applies only while the column is on screen. */
  tseDaysLeft?: "30" | "90" | "365" | "expired";
  /** Filters by the column `tseCapacityUsedPercent`; applies only while the column is on screen. */
  tseCapacityUsedPercent?: "80" | "95";
  /** Filters by the column `tseState`; applies only while the column is on screen. */
  tseState?:
    | "notInitialized"
    | "initialized"
    | "disabled"
    | "decommissioned"
    | "evicted";
  /** Filters by the column `tseLastExport`; applies only while the column is on screen. */
  tseLastExportOk?: "true" | "false";
  /** Filters by the column `tseLastSelfTest`; applies only while the column is on screen. */
  tseLastSelfTestOk?: "true" | "false";
  /** Filters by the column `peripheralState`; applies only while the column is on screen. */
  peripheralState?:
    "ok" | "paperLow" | "coverOpen" | "paperOut" | "offline" | "error";
  /** Filters by the column `terminalReachable`; applies only while the column is on screen. */
  terminalReachable?: "true" | "false";
  /** Filters by the column `terminalLastCutAt`; applies only while the column is on screen. */
  terminalLastCutAt?: ReportTextFilter;
  /** Filters by the column `offlineCardTransactions`; applies only while the column is on screen. */
  offlineCardTransactions?: "1" | "10";
  /** Filters by the column `unsentReceipts`; applies only while the column is on screen. */
  unsentReceipts?: "1" | "10" | "100";
};
export type GetStoreAgentReportCsvApiResponse =
  /** status 200 The CSV file. */ string;
export type GetStoreAgentReportCsvApiArg = {
  contextId: ContextKey;
  /** Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
  rollout?: UidString;
  /** With `rollout`, only the stores of this wave (1 is the first). */
  wave?: number;
  /** A column id; a column not on screen sorts by the default one. */
  sortBy?:
    | "storeName"
    | "lastHeartbeat"
    | "currentVersionTag"
    | "storeVersion"
    | "license"
    | "licenseProcedure"
    | "identNumber"
    | "serialNumber"
    | "tbeg"
    | "tabsletzte"
    | "tabsaktiv"
    | "tabsok"
    | "kabsvortag"
    | "kabslaufendertag"
    | "wwsBelegverarbeitungAktiv"
    | "dzuskarun"
    | "bonaufloesungWAModulAktiv"
    | "datenverarbeitungHQAktiv"
    | "posReceiptProcessingActive"
    | "lastPosReceiptProcessing"
    | "tillServerVersion"
    | "tillServerActive"
    | "tseServerVersion"
    | "tseServerRunning"
    | "sigmabackup"
    | "update"
    | "diwastop_err"
    | "diwadebu_log"
    | "lastPosConnectUpdate"
    | "dutiserv"
    | "dutiservStartart"
    | "dzuska28"
    | "dzuska51"
    | "diwaapps"
    | "dzuswdfk"
    | "dzuswa11"
    | "dzuswa18"
    | "diwamesw"
    | "posConnectAppAdmin"
    | "posConnectMasterData"
    | "posConnectReceiptService"
    | "tseServer"
    | "postgresql"
    | "pgsqlVersion"
    | "masterDataPrices"
    | "masterDataPromotions"
    | "masterDataArticles";
  sortDirection?: "asc" | "desc";
  /** Only warning rows (offline, or a warning in a fixed or selected column). */
  warningsOnly?: boolean;
  /** The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
  columns?: string[];
  /** Filters by the column `storeName`; applies only while the column is on screen. */
  storeName?: ReportTextFilter;
  /** Filters by the column `currentVersionTag`; applies only while the column is on screen. */
  currentVersionTag?: ReportTextFilter;
  /** Filters by the column `storeVersion`; applies only while the column is on screen. */
  storeVersion?: ReportTextFilter;
  /** Filters by the column `pgsqlVersion`; applies only while the column is on screen. */
  pgsqlVersion?: ReportTextFilter;
  /** Filters by the column `tabsaktiv`; applies only while the column is on screen. */
  tabsaktiv?: "true" | "false";
  /** Filters by the column `sigmabackup`; applies only while the column is on screen. */
  sigmabackupaktiv?: "true" | "false";
  /** Filters by the column `sigmabackup`; applies only while the column is on screen. */
  lastsigmabackuperfolg?: "4" | "1";
  /** Filters by the column `update`; applies only while the column is on screen. */
  updateaktiv?: "true" | "false";
  /** Filters by the column `update`; applies only while the column is on screen. */
  lastupdateerfolg?: "4" | "1";
  /** Filters by the column `kabsvortag`; applies only while the column is on screen. */
  kabsvortag?: "true" | "false";
  /** Filters by the column `kabslaufendertag`; applies only while the column is on screen. */
  kabslaufendertag?: "true" | "false";
  /** Filters by the column `masterDataPrices`; applies only while the column is on screen. */
  masterDataPrices?: ReportTextFilter;
  /** Filters by the column `masterDataPromotions`; applies only while the column is on screen. */
  masterDataPromotions?: ReportTextFilter;
  /** Filters by the column `masterDataArticles`; applies only while the column is on screen. */
  masterDataArticles?: ReportTextFilter;
};
export type CashpointReportRow = {
  uid: string;
  storeId: string | null;
  posId: string | null;
  posType: string | null;
  lastHeartbeat: string | null;
  /** Tag of the installed update. */
  currentVersion: string | null;
  offline: boolean;
  /** With an Aktiv update due that it has not begun while its store is outside its update window: 'wartet bis Di 20:30', the next window's start in the store's time; else null. */
  updateWindow: string | null;
  tseType: ("usb" | "sd" | "lan" | "cloud" | null) | null;
  tseSerial: string | null;
  /** The certificate's last valid day. */
  tseCertificateValidUntil: string | null;
  /** Whole days from today (UTC) to the certificate's last day; 0 on it, negative after it. */
  tseDaysLeft: number | null;
  /** The signature counter in percent of the capacity, one decimal; null when either is unknown. */
  tseCapacityUsedPercent: number | null;
  tseState:
    | (
        | "notInitialized"
        | "initialized"
        | "disabled"
        | "decommissioned"
        | "evicted"
        | null
      )
    | null;
  tseLastExportAt: string | null;
  tseLastExportOk: boolean | null;
  tseLastSelfTestAt: string | null;
  tseLastSelfTestOk: boolean | null;
  /** The worst state of the register's devices (best to worst: ok, paperLow, coverOpen, paperOut, offline, error); null while it has reported no device. */
  peripheralState:
    | (
        | "ok"
        | "paperLow"
        | "coverOpen"
        | "paperOut"
        | "offline"
        | "error"
        | null
      )
    | null;
  /** Whether the register reaches its card terminal. */
  terminalReachable: boolean | null;
  /** The card terminal's last end-of-day cut (Kassenschnitt). */
  terminalLastCutAt: string | null;
  /** Card payments the terminal has not passed on yet. */
  offlineCardTransactions: number | null;
  /** Receipts the register has not sent yet. */
  unsentReceipts: number | null;
  /** When the oldest unsent receipt was made. */
  oldestUnsentReceiptAt: string | null;
  cashpointVersion: string | null;
  tseServerVersion: string | null;
  osName: string | null;
  cashpointRunning: boolean | null;
  ntpSyncActive: boolean | null;
  /** Unix seconds. */
  ntpLastSuccessfulSyncTime: number | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type UidString = string;
export type ReportTextFilter = string;
export type ReportTimestamp = {
  value?: string | null;
  /** Unix seconds. */
  timestamp?: number | null;
} | null;
export type StoreReportRow = {
  uid: string;
  /** The store number (Marktnr.) and name. */
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
  /** A count or a text. */
  diwadebu_log?: string | null;
  lastPosConnectUpdate?: ReportTimestamp;
  lastPosConnectUpdateErfolg?: boolean | null;
  posConnectBuildTag?: string | null;
  dutiservStartart?: string | null;
  dutiserv?: string | null;
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
  masterDataPricesVersion?: string | null;
  masterDataPricesAppliedAt?: string | null;
  masterDataPromotionsVersion?: string | null;
  masterDataPromotionsAppliedAt?: string | null;
  masterDataArticlesVersion?: string | null;
  masterDataArticlesAppliedAt?: string | null;
  offline: boolean;
};
export const {
  useGetCashpointReportQuery,
  useLazyGetCashpointReportQuery,
  useGetStoreAgentReportQuery,
  useLazyGetStoreAgentReportQuery,
  useGetCashpointReportCsvQuery,
  useLazyGetCashpointReportCsvQuery,
  useGetStoreAgentReportCsvQuery,
  useLazyGetStoreAgentReportCsvQuery,
} = injectedRtkApi;
