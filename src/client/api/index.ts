// The hand-written layer over the generated endpoints (Grafana's enhanceEndpoints pattern):
// tag relations live here, and features import API hooks and types from here only.
import { homeApi } from './home.gen';
import { sessionApi } from './session.gen';

export const api = sessionApi.enhanceEndpoints({
  addTagTypes: ['session', 'home'],
  endpoints: {
    // Logging in or out changes what every query may return.
    login: { invalidatesTags: ['session', 'home'] },
    logout: { providesTags: [], keepUnusedDataFor: 0 },
  },
});

export const sessionEndpoints = sessionApi.endpoints;
export const homeEndpoints = homeApi.endpoints;
export const { usePingQuery, useLazyPingQuery, useLoginMutation, useLazyLogoutQuery } = sessionApi;
export const { useGetHomeQuery } = homeApi;
export type { SessionData, LoginRequest, ContextRef } from './session.gen';
export type { ContextSummary } from './home.gen';
export { errorMessage, isHandledError, setUnauthorizedHandler } from './replyHandling';
