/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["account"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getOwnSessions: build.query<
        GetOwnSessionsApiResponse,
        GetOwnSessionsApiArg
      >({
        query: () => ({ url: `/api/frontend/account/sessions` }),
        providesTags: ["account"],
      }),
      endOwnSession: build.mutation<
        EndOwnSessionApiResponse,
        EndOwnSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/account/sessions/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["account"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as accountApi };
export type GetOwnSessionsApiResponse =
  /** status 200 The user's live sessions; `current` marks the one of this request. */ OwnSession[];
export type GetOwnSessionsApiArg = void;
export type EndOwnSessionApiResponse = /** status 200 Done. */ Ok;
export type EndOwnSessionApiArg = {
  id: UidString;
};
export type OwnSession = {
  /** The session's public id (not its cookie token). */
  id: string;
  /** The browser's User-Agent at login, cut to 300 characters; null when it sent none. */
  userAgent: string | null;
  /** The client address at login. */
  address: string | null;
  createdAt: string;
  /** The session's last request; written at most once a minute. */
  lastUsedAt: string;
  /** The session of this request. */
  current: boolean;
  /** The OpenID Provider's name for a session opened through it; null for a password login. */
  provider?: string | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type Ok = {
  ok: boolean;
};
export type UidString = string;
export const {
  useGetOwnSessionsQuery,
  useLazyGetOwnSessionsQuery,
  useEndOwnSessionMutation,
} = injectedRtkApi;
