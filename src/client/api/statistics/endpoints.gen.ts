/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["statistics"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getStatistics: build.query<GetStatisticsApiResponse, GetStatisticsApiArg>(
        {
          query: () => ({ url: `/api/frontend/statistics` }),
          providesTags: ["statistics"],
        },
      ),
      getCashpointVersions: build.query<
        GetCashpointVersionsApiResponse,
        GetCashpointVersionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/statistics/cashpoint-versions`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["statistics"],
      }),
      getStoreAgentVersions: build.query<
        GetStoreAgentVersionsApiResponse,
        GetStoreAgentVersionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/statistics/storeagent-versions`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["statistics"],
      }),
      getCashpointVersionStats: build.query<
        GetCashpointVersionStatsApiResponse,
        GetCashpointVersionStatsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/statistics/cashpoint-versions/${queryArg.filename}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["statistics"],
      }),
      getStoreAgentVersionStats: build.query<
        GetStoreAgentVersionStatsApiResponse,
        GetStoreAgentVersionStatsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/statistics/storeagent-versions/${queryArg.filename}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["statistics"],
      }),
      getVersionHistory: build.query<
        GetVersionHistoryApiResponse,
        GetVersionHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/history/versions`,
          params: {
            contextId: queryArg.contextId,
            days: queryArg.days,
          },
        }),
        providesTags: ["statistics"],
      }),
      getVersionHistoryCsv: build.query<
        GetVersionHistoryCsvApiResponse,
        GetVersionHistoryCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/history/versions.csv`,
          params: {
            contextId: queryArg.contextId,
            days: queryArg.days,
          },
        }),
        providesTags: ["statistics"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as statisticsApi };
export type GetStatisticsApiResponse =
  /** status 200 Counts per visible context. */ {
    contexts: ContextSummary[];
  };
export type GetStatisticsApiArg = void;
export type GetCashpointVersionsApiResponse =
  /** status 200 The register updates of the context. */ {
    cashpointVersions: VersionEntry[];
  };
export type GetCashpointVersionsApiArg = {
  contextId: ContextKey;
};
export type GetStoreAgentVersionsApiResponse =
  /** status 200 The store updates of the context. */ {
    storeAgentVersions: VersionEntry[];
  };
export type GetStoreAgentVersionsApiArg = {
  contextId: ContextKey;
};
export type GetCashpointVersionStatsApiResponse =
  /** status 200 How many targets have the version installed and how many do not. */ {
    countInstalled: number;
    countNotInstalled: number;
  };
export type GetCashpointVersionStatsApiArg = {
  filename: Filename;
  contextId: ContextKey;
};
export type GetStoreAgentVersionStatsApiResponse =
  /** status 200 How many targets have the version installed and how many do not. */ {
    countInstalled: number;
    countNotInstalled: number;
  };
export type GetStoreAgentVersionStatsApiArg = {
  filename: Filename;
  contextId: ContextKey;
};
export type GetVersionHistoryApiResponse =
  /** status 200 The context's snapshots of the range. */ VersionHistory;
export type GetVersionHistoryApiArg = {
  contextId: ContextKey;
  /** How many days back, today counted (1 to 400). */
  days?: number;
};
export type GetVersionHistoryCsvApiResponse =
  /** status 200 The CSV file. */ string;
export type GetVersionHistoryCsvApiArg = {
  contextId: ContextKey;
  /** How many days back, today counted (1 to 400). */
  days?: number;
};
export type ContextSummary = {
  key: string;
  name: string;
  storeCount: number;
  cashpointCount: number;
  notUpdatedCashpointCount: number;
  storeAgentCount: number;
  notUpdatedStoreAgentCount: number;
  /** Alerts of the context that are open or acknowledged. */
  openAlertCount: number;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type VersionEntry = {
  /** The update's uid. */
  key: string;
  tag: string;
  filename: string;
};
export type ContextKey = string;
export type Filename = string;
export type VersionCount = {
  /** The update's tag; null for registers without an installed update. */
  version: string | null;
  cashpoints: number;
};
export type VersionHistoryDay = {
  /** The day, YYYY-MM-DD in TIME_ZONE. */
  day: string;
  /** The context's registers. */
  cashpoints: number;
  onlineCashpoints: number;
  /** Online registers in percent of all, one decimal (0 without registers). */
  onlineShare: number;
  /** Open and acknowledged alerts of every kind. */
  openAlerts: number;
  openAlertsByKind: {
    /** The alert kind (AlertKind) as it was then. */
    kind: string;
    count: number;
  }[];
  /** Stores judged red (store health). */
  redStores: number;
  /** Registers per version that day, newest update first. */
  versions: VersionCount[];
};
export type VersionWeekOverWeek = {
  /** The newest snapshot day; null without any. */
  thisWeek: string | null;
  /** Seven days before it; null when that day has no snapshot. */
  lastWeek: string | null;
  versions: {
    version: string | null;
    thisWeek: number;
    lastWeek: number;
    difference: number;
  }[];
};
export type VersionHistory = {
  days: VersionHistoryDay[];
  /** Every version of the range, newest update first; null (no installed update) last. */
  versions: (string | null)[];
  weekOverWeek: VersionWeekOverWeek;
};
export const {
  useGetStatisticsQuery,
  useLazyGetStatisticsQuery,
  useGetCashpointVersionsQuery,
  useLazyGetCashpointVersionsQuery,
  useGetStoreAgentVersionsQuery,
  useLazyGetStoreAgentVersionsQuery,
  useGetCashpointVersionStatsQuery,
  useLazyGetCashpointVersionStatsQuery,
  useGetStoreAgentVersionStatsQuery,
  useLazyGetStoreAgentVersionStatsQuery,
  useGetVersionHistoryQuery,
  useLazyGetVersionHistoryQuery,
  useGetVersionHistoryCsvQuery,
  useLazyGetVersionHistoryCsvQuery,
} = injectedRtkApi;
