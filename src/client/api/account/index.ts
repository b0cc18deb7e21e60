// The account area: the own sessions. Ending a session refreshes the list, whether it ended here or
// (404) had already ended elsewhere.
import { accountApi } from './endpoints.gen';

const ownSessions = accountApi.enhanceEndpoints({
  endpoints: {
    getOwnSessions: { providesTags: ['account'] },
    endOwnSession: { invalidatesTags: ['account'] },
  },
});
export const { useGetOwnSessionsQuery, useEndOwnSessionMutation } = ownSessions;
export type { OwnSession } from './endpoints.gen';
