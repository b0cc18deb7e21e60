/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["service-accounts"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getServiceAccounts: build.query<
        GetServiceAccountsApiResponse,
        GetServiceAccountsApiArg
      >({
        query: () => ({ url: `/api/frontend/service-accounts` }),
        providesTags: ["service-accounts"],
      }),
      saveServiceAccount: build.mutation<
        SaveServiceAccountApiResponse,
        SaveServiceAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/service-accounts/save`,
          method: "POST",
          body: queryArg.serviceAccountForm,
        }),
        invalidatesTags: ["service-accounts"],
      }),
      deleteServiceAccount: build.mutation<
        DeleteServiceAccountApiResponse,
        DeleteServiceAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/service-accounts/${queryArg.uid}/delete`,
          method: "POST",
        }),
        invalidatesTags: ["service-accounts"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as serviceAccountsApi };
export type GetServiceAccountsApiResponse =
  /** status 200 The service accounts. */ {
    serviceAccounts: ServiceAccount[];
  };
export type GetServiceAccountsApiArg = void;
export type SaveServiceAccountApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type SaveServiceAccountApiArg = {
  serviceAccountForm: ServiceAccountForm;
};
export type DeleteServiceAccountApiResponse = /** status 200 Done. */ Ok;
export type DeleteServiceAccountApiArg = {
  uid: UidString;
};
export type ServiceAccount = {
  uid: string;
  name: string;
  purpose: string;
  /** The owner's login; null once the owner is deleted. */
  owner: string | null;
  ownerName: string | null;
  role: string;
  roleName: string;
  /** Its role's rights: what its tokens may be given. */
  rights: string[];
  visibleContextIds: string[];
  allContextsVisible: boolean;
  createdAt: string;
  /** Its tokens that still work (neither revoked nor expired). */
  tokenCount: number;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ServiceAccountForm = {
  uid?: string | null;
  /** Lower-case letters, digits, dot, dash, underscore; unique among users and service accounts. */
  name: string;
  purpose: string;
  role: string;
  visibleContextIds: string[];
  allContextsVisible: boolean;
};
export type Ok = {
  ok: boolean;
};
export type UidString = string;
export const {
  useGetServiceAccountsQuery,
  useLazyGetServiceAccountsQuery,
  useSaveServiceAccountMutation,
  useDeleteServiceAccountMutation,
} = injectedRtkApi;
