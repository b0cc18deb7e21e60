/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["home"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHome: build.query<GetHomeApiResponse, GetHomeApiArg>({
        query: () => ({ url: `/api/frontend/home` }),
        providesTags: ["home"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as homeApi };
export type GetHomeApiResponse =
  /** status 200 The contexts the user sees, with their counts. */ {
    contexts: ContextSummary[];
  };
export type GetHomeApiArg = void;
export type ContextSummary = {
  key: string;
  name: string;
  storeCount: number;
  cashpointCount: number;
  notUpdatedCashpointCount: number;
  storeAgentCount: number;
  notUpdatedStoreAgentCount: number;
  /** Alerts of the context that are open or acknowledged. */
  openAlertCount: number;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export const { useGetHomeQuery, useLazyGetHomeQuery } = injectedRtkApi;
