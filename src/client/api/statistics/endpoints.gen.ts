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
} = injectedRtkApi;
