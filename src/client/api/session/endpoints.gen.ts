/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["session"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      ping: build.query<PingApiResponse, PingApiArg>({
        query: () => ({ url: `/api/frontend/ping` }),
        providesTags: ["session"],
      }),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/login`,
          method: "POST",
          body: queryArg.loginRequest,
        }),
        invalidatesTags: ["session"],
      }),
      logout: build.query<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/api/frontend/logout` }),
        providesTags: ["session"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as sessionApi };
export type PingApiResponse = /** status 200 Session data */ SessionData;
export type PingApiArg = void;
export type LoginApiResponse =
  /** status 200 Logged in; the session cookie is set. */ SessionData;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LogoutApiResponse =
  /** status 200 The session is ended (also when there was none). */ LogoutReply;
export type LogoutApiArg = void;
export type ContextRef = {
  key: string;
  name: string;
};
export type SessionUser = {
  uid: string;
  login: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  role: string;
  use2FA: boolean;
  /** The user sees every context (and only then may grant all contexts to others). */
  allContextsVisible: boolean;
};
export type ColumnFilter = {
  tablename: "cashpointreport" | "storereport";
  name: string;
  columns: string[];
};
export type ColumnWidths = {
  tablename: "cashpointreport" | "storereport";
  widths: {
    [key: string]: number;
  };
};
export type SessionData = {
  contexts: ContextRef[];
  user: SessionUser;
  isAdmin: boolean;
  systemType: "DEVEL" | "TEST" | "PROD";
  rights: string[];
  hasStoreAgents: boolean;
  hasStatsMenu: boolean;
  hasStatistics: boolean;
  hasCreateButtons: boolean;
  hasContextManagement: boolean;
  handleActivePromotions: boolean;
  columnFilters: ColumnFilter[];
  columnWidths: ColumnWidths[];
  showBanner: boolean;
  isDevel: boolean;
  isTest: boolean;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type LoginRequest = {
  login: string;
  password: string;
  token2FA?: string | null;
};
export type LogoutReply = {
  ok: boolean;
  /** For a session opened through the OpenID Provider that offers it, its end-session URL; the SPA goes there. */
  endSessionUrl?: string;
};
export const {
  usePingQuery,
  useLazyPingQuery,
  useLoginMutation,
  useLogoutQuery,
  useLazyLogoutQuery,
} = injectedRtkApi;
