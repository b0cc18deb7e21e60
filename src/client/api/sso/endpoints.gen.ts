/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["sso"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSsoConfig: build.query<GetSsoConfigApiResponse, GetSsoConfigApiArg>({
        query: () => ({ url: `/api/frontend/sso/config` }),
        providesTags: ["sso"],
      }),
      ssoLogin: build.query<SsoLoginApiResponse, SsoLoginApiArg>({
        query: () => ({ url: `/api/frontend/sso/login` }),
        providesTags: ["sso"],
      }),
      ssoCallback: build.query<SsoCallbackApiResponse, SsoCallbackApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/sso/callback`,
          params: {
            code: queryArg.code,
            state: queryArg.state,
            iss: queryArg.iss,
            session_state: queryArg.sessionState,
            error: queryArg.error,
            error_description: queryArg.errorDescription,
            error_uri: queryArg.errorUri,
          },
        }),
        providesTags: ["sso"],
      }),
      ssoTestLogin: build.query<SsoTestLoginApiResponse, SsoTestLoginApiArg>({
        query: () => ({ url: `/api/frontend/sso/test-login` }),
        providesTags: ["sso"],
      }),
      getSsoTestResult: build.query<
        GetSsoTestResultApiResponse,
        GetSsoTestResultApiArg
      >({
        query: () => ({ url: `/api/frontend/sso/test-result` }),
        providesTags: ["sso"],
      }),
      getSsoMappings: build.query<
        GetSsoMappingsApiResponse,
        GetSsoMappingsApiArg
      >({
        query: () => ({ url: `/api/frontend/sso-mappings` }),
        providesTags: ["sso"],
      }),
      saveSsoMapping: build.mutation<
        SaveSsoMappingApiResponse,
        SaveSsoMappingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/sso-mappings/save`,
          method: "POST",
          body: queryArg.ssoMappingInput,
        }),
        invalidatesTags: ["sso"],
      }),
      deleteSsoMapping: build.mutation<
        DeleteSsoMappingApiResponse,
        DeleteSsoMappingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/sso-mappings/${queryArg.uid}/delete`,
          method: "POST",
        }),
        invalidatesTags: ["sso"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as ssoApi };
export type GetSsoConfigApiResponse =
  /** status 200 The login page's choices. */ SsoPublicConfig;
export type GetSsoConfigApiArg = void;
export type SsoLoginApiResponse = unknown;
export type SsoLoginApiArg = void;
export type SsoCallbackApiResponse = unknown;
export type SsoCallbackApiArg = {
  code?: string;
  state?: string;
  iss?: string;
  sessionState?: string;
  error?: string;
  errorDescription?: string;
  errorUri?: string;
};
export type SsoTestLoginApiResponse = unknown;
export type SsoTestLoginApiArg = void;
export type GetSsoTestResultApiResponse =
  /** status 200 The last result, or null. */ {
    result: SsoTestResult | null;
  };
export type GetSsoTestResultApiArg = void;
export type GetSsoMappingsApiResponse =
  /** status 200 The mappings, by group name. */ {
    provider: {
      name: string;
      issuer: string;
    } | null;
    mappings: SsoMapping[];
  };
export type GetSsoMappingsApiArg = void;
export type SaveSsoMappingApiResponse =
  /** status 200 The mapping as saved. */ SsoMapping;
export type SaveSsoMappingApiArg = {
  ssoMappingInput: SsoMappingInput;
};
export type DeleteSsoMappingApiResponse = /** status 200 Done. */ Ok;
export type DeleteSsoMappingApiArg = {
  uid: string;
};
export type SsoPublicConfig = {
  provider: {
    /** The provider's display name (OIDC_NAME): 'Anmelden mit <name>'. */
    name: string;
  } | null;
  /** false: only accounts marked Notfallzugang log in with a password. */
  localLogin: boolean;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type SsoTestResult = {
  at: string;
  /** Why a login would be refused (a German text); null: it would succeed. */
  refused: string | null;
  /** What the provider sent (ID token and UserInfo). */
  claims: {
    [key: string]: any;
  };
  login: string | null;
  groups: string[];
  /** The mapped role's name. */
  role: string | null;
  contextKeys: string[];
  allContexts: boolean;
};
export type SsoMapping = {
  uid: string;
  group: string;
  /** The role's uid; null: the group gives no role. */
  role: string | null;
  roleName: string | null;
  contextKeys: string[];
  allContexts: boolean;
};
export type SsoMappingInput = {
  /** The mapping to change; none for a new one. */
  uid?: string;
  group: string;
  role: string | null;
  contextKeys: string[];
  allContexts: boolean;
};
export type Ok = {
  ok: boolean;
};
export const {
  useGetSsoConfigQuery,
  useLazyGetSsoConfigQuery,
  useSsoLoginQuery,
  useLazySsoLoginQuery,
  useSsoCallbackQuery,
  useLazySsoCallbackQuery,
  useSsoTestLoginQuery,
  useLazySsoTestLoginQuery,
  useGetSsoTestResultQuery,
  useLazyGetSsoTestResultQuery,
  useGetSsoMappingsQuery,
  useLazyGetSsoMappingsQuery,
  useSaveSsoMappingMutation,
  useDeleteSsoMappingMutation,
} = injectedRtkApi;
