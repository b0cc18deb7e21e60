/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from './emptyApi';
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
          },
        }),
        providesTags: ["reports"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as reportsApi };
export type GetCashpointReportApiResponse =
  /** status 200 One row per register of the context, and the register columns the context shows. */ {
    cashpoints: CashpointReportRow[];
    visibleCashpointCheckIds: string[];
  };
export type GetCashpointReportApiArg = {
  contextId: ContextKey;
};
export type GetStoreAgentReportApiResponse =
  /** status 200 One row per store instance of the context, and the store columns the context shows. */ {
    storeAgents: StoreReportRow[];
    visibleStoreCheckIds: string[];
  };
export type GetStoreAgentReportApiArg = {
  contextId: ContextKey;
};
export type CashpointReportRow = {
  uid: string;
  storeId: string | null;
  posId: string | null;
  posType: string | null;
  lastHeartbeat: string | null;
  cashpointVersion: string | null;
  /** Tag of the installed update. */
  currentVersion: string | null;
  tseServerVersion: string | null;
  osName: string | null;
  cashpointRunning: boolean | null;
  ntpSyncActive: boolean | null;
  /** Unix seconds. */
  ntpLastSuccessfulSyncTime: number | null;
  offline: boolean;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
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
};
export const {
  useGetCashpointReportQuery,
  useLazyGetCashpointReportQuery,
  useGetStoreAgentReportQuery,
  useLazyGetStoreAgentReportQuery,
} = injectedRtkApi;
