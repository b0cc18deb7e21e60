// The home area: every visible context with its counts, and what needs attention now (the situation).
// The generated tag 'home' suffices; logins and saved contexts invalidate it (session and contexts areas).
import { homeApi } from './endpoints.gen';

export const homeEndpoints = homeApi.endpoints;
export const { useGetHomeQuery, useGetHomeSituationQuery } = homeApi;
export type { ContextSummary, ContextSituation, SituationCounts } from './endpoints.gen';

/** How often the start page and the top bar's badge ask for the situation again. */
export const situationPollingMs = 30_000;
