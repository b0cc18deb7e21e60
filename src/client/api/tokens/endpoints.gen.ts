/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["tokens"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getTokens: build.query<GetTokensApiResponse, GetTokensApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tokens`,
          params: {
            serviceAccountUid: queryArg.serviceAccountUid,
          },
        }),
        providesTags: ["tokens"],
      }),
      createToken: build.mutation<CreateTokenApiResponse, CreateTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tokens/create`,
          method: "POST",
          body: queryArg.tokenForm,
        }),
        invalidatesTags: ["tokens"],
      }),
      revokeToken: build.mutation<RevokeTokenApiResponse, RevokeTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/tokens/${queryArg.uid}/revoke`,
          method: "POST",
        }),
        invalidatesTags: ["tokens"],
      }),
      getUserTokens: build.query<GetUserTokensApiResponse, GetUserTokensApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/users/tokens/${queryArg.uid}`,
          }),
          providesTags: ["tokens"],
        },
      ),
      revokeUserToken: build.mutation<
        RevokeUserTokenApiResponse,
        RevokeUserTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/users/tokens/${queryArg.uid}/${queryArg.tokenUid}/revoke`,
          method: "POST",
        }),
        invalidatesTags: ["tokens"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as tokensApi };
export type GetTokensApiResponse =
  /** status 200 The tokens, revoked and expired ones included (marked). */ {
    tokens: ApiToken[];
  };
export type GetTokensApiArg = {
  serviceAccountUid?: UidString;
};
export type CreateTokenApiResponse =
  /** status 200 The new token, shown this once. */ CreatedToken;
export type CreateTokenApiArg = {
  tokenForm: TokenForm;
};
export type RevokeTokenApiResponse = /** status 200 Done. */ Ok;
export type RevokeTokenApiArg = {
  uid: UidString;
};
export type GetUserTokensApiResponse =
  /** status 200 The user's tokens, revoked and expired ones included (marked). */ {
    tokens: ApiToken[];
  };
export type GetUserTokensApiArg = {
  uid: UidString;
};
export type RevokeUserTokenApiResponse = /** status 200 Done. */ Ok;
export type RevokeUserTokenApiArg = {
  uid: UidString;
  tokenUid: UidString;
};
export type ApiToken = {
  uid: string;
  name: string;
  /** The token's visible start (`kk_` and 8 characters), by which it can be recognised. */
  prefix: string;
  /** The rights it may use (among its holder's, at each call). */
  rights: string[];
  /** The context keys it may see; null: every context its holder sees. */
  contextIds: string[] | null;
  /** Only reading operations (GET). */
  readOnly: boolean;
  /** Null: never (service accounts only). */
  expiresAt: string | null;
  createdAt: string;
  /** The login of who created it. */
  createdBy: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  /** The User-Agent of its last call, shortened. */
  lastUsedClient: string | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type UidString = string;
export type CreatedToken = {
  uid: string;
  /** The token itself: shown only in this reply, stored only as a keyed hash. Send it as `Authorization: Bearer <token>`. */
  token: string;
  prefix: string;
  expiresAt: string | null;
};
export type TokenForm = {
  name: string;
  rights: string[];
  /** Null: every context the holder sees (now and later). */
  contextIds: string[] | null;
  readOnly: boolean;
  /** At most TOKEN_MAX_DAYS (default 365); null (never) only for a service account. */
  expiresInDays: number | null;
  serviceAccountUid?: UidString;
};
export type Ok = {
  ok: boolean;
};
export const {
  useGetTokensQuery,
  useLazyGetTokensQuery,
  useCreateTokenMutation,
  useRevokeTokenMutation,
  useGetUserTokensQuery,
  useLazyGetUserTokensQuery,
  useRevokeUserTokenMutation,
} = injectedRtkApi;
