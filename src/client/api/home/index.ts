// The home area: every visible context with its counts. The generated tag 'home' suffices; logins
// and saved contexts invalidate it (session and contexts areas).
import { homeApi } from './endpoints.gen';

export const homeEndpoints = homeApi.endpoints;
export const { useGetHomeQuery } = homeApi;
export type { ContextSummary } from './endpoints.gen';
