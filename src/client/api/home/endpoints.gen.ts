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
      getHomeSituation: build.query<
        GetHomeSituationApiResponse,
        GetHomeSituationApiArg
      >({
        query: () => ({ url: `/api/frontend/home/situation` }),
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
export type GetHomeSituationApiResponse =
  /** status 200 The situation per context and in total. */ {
    contexts: ContextSituation[];
    total: SituationCounts;
  };
export type GetHomeSituationApiArg = void;
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
export type SituationCounts = {
  /** Open or acknowledged alerts whose kind is critical in their context. */
  criticalAlertCount: number;
  /** Open or acknowledged alerts nobody has taken over. */
  unownedAlertCount: number;
  pausedRolloutCount: number;
  waitingForApprovalRolloutCount: number;
  runningRolloutCount: number;
  /** Registers without a heartbeat within the offline limit. */
  offlineCashpointCount: number;
  /** Store servers without a heartbeat within the offline limit. */
  offlineStoreAgentCount: number;
  /** Stores with a maintenance running now (of the store or of one of its registers). */
  maintenanceStoreCount: number;
  /** Stores outside their update window that hold back a due update. */
  waitingForWindowStoreCount: number;
};
export type ContextSituation = {
  key: string;
  name: string;
} & SituationCounts;
export const {
  useGetHomeQuery,
  useLazyGetHomeQuery,
  useGetHomeSituationQuery,
  useLazyGetHomeSituationQuery,
} = injectedRtkApi;
