/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["contexts"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getContexts: build.query<GetContextsApiResponse, GetContextsApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/contexts`,
          params: {
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
            page: queryArg.page,
            size: queryArg.size,
            filter: queryArg.filter,
          },
        }),
        providesTags: ["contexts"],
      }),
      getContext: build.query<GetContextApiResponse, GetContextApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/contexts/${queryArg.uid}`,
        }),
        providesTags: ["contexts"],
      }),
      showContextSecret: build.mutation<
        ShowContextSecretApiResponse,
        ShowContextSecretApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/contexts/${queryArg.uid}/secret`,
          method: "POST",
        }),
        invalidatesTags: ["contexts"],
      }),
      saveContext: build.mutation<SaveContextApiResponse, SaveContextApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/contexts/sendContextForm`,
          method: "POST",
          body: queryArg.contextForm,
        }),
        invalidatesTags: ["contexts"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as contextsApi };
export type GetContextsApiResponse =
  /** status 200 One page of contexts and every check a context can show. */ {
    contexts: ContextListItem[];
    contextCount: number;
    storeChecks: Check[];
    cashpointChecks: Check[];
  };
export type GetContextsApiArg = {
  sortBy?: "key" | "name" | "type";
  sortDirection?: "asc" | "desc";
  page?: number;
  size?: number;
  filter?: string;
};
export type GetContextApiResponse =
  /** status 200 The context form object. */ ContextDetail;
export type GetContextApiArg = {
  uid: UidString;
};
export type ShowContextSecretApiResponse =
  /** status 200 The context's agent secret. */ {
    hashSecret: string | null;
  };
export type ShowContextSecretApiArg = {
  uid: UidString;
};
export type SaveContextApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type SaveContextApiArg = {
  contextForm: ContextForm;
};
export type ContextListItem = {
  uid: string;
  key: string;
  name: string;
  type: 1 | 2;
};
export type Check = {
  id: string;
  name: string;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextDetail = {
  uid?: string | null;
  key: string;
  name: string;
  /** 1 Anwendung, 2 Kunde. */
  type: 1 | 2;
  hashSecret?: string | null;
  allStoreChecksVisible: boolean;
  visibleStoreCheckIds: string[];
  allCashpointChecksVisible: boolean;
  visibleCashpointCheckIds: string[];
};
export type UidString = string;
export type ContextForm = ContextDetail;
export const {
  useGetContextsQuery,
  useLazyGetContextsQuery,
  useGetContextQuery,
  useLazyGetContextQuery,
  useShowContextSecretMutation,
  useSaveContextMutation,
} = injectedRtkApi;
