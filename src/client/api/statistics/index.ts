// The statistics area: read-only counts that change as agents report; the page asks afresh on every
// visit. A version's file name goes into the path, so it is encoded here (the generated query would not).
import { statisticsApi } from './endpoints.gen';

const statistics = statisticsApi.enhanceEndpoints({
  endpoints: {
    getCashpointVersionStats: {
      query: ({ filename, contextId }) => ({
        url: `/api/frontend/statistics/cashpoint-versions/${encodeURIComponent(filename)}`,
        params: { contextId },
      }),
    },
    getStoreAgentVersionStats: {
      query: ({ filename, contextId }) => ({
        url: `/api/frontend/statistics/storeagent-versions/${encodeURIComponent(filename)}`,
        params: { contextId },
      }),
    },
  },
});
export const {
  useGetStatisticsQuery,
  useGetCashpointVersionsQuery,
  useGetStoreAgentVersionsQuery,
  useGetCashpointVersionStatsQuery,
  useGetStoreAgentVersionStatsQuery,
  useGetVersionHistoryQuery,
} = statistics;
export type { VersionEntry, VersionHistory } from './endpoints.gen';

/** The CSV of 'Versionen im Verlauf': a link to the server's export, with the page's parameters. */
export const versionHistoryCsvHref = (contextId: string, days: number) =>
  `/api/frontend/history/versions.csv?${new URLSearchParams({ contextId, days: String(days) })}`;
