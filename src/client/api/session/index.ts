// The session area: the check at start (ping), login and logout. Features import API hooks and
// types from an area's index only (Grafana's api/clients/<x>/index.ts beside endpoints.gen.ts).
import { sessionApi } from './endpoints.gen';

const session = sessionApi.enhanceEndpoints({
  addTagTypes: ['session', 'home'],
  endpoints: {
    // Logging in or out changes what every query may return.
    login: { invalidatesTags: ['session', 'home'] },
    logout: { providesTags: [], keepUnusedDataFor: 0 },
  },
});

/** The endpoints whose replies the session slice reads (ping, login, logout). */
export const sessionEndpoints = session.endpoints;
export const { usePingQuery, useLazyPingQuery, useLoginMutation, useLazyLogoutQuery } = session;
export type { SessionData, LoginRequest, ContextRef } from './endpoints.gen';
