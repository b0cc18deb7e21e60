/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["store-health"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getStoreHealth: build.query<
        GetStoreHealthApiResponse,
        GetStoreHealthApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-health`,
          params: {
            contextId: queryArg.contextId,
            state: queryArg.state,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["store-health"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as storeHealthApi };
export type GetStoreHealthApiResponse =
  /** status 200 One page of stores with their health, how many match, and the counts per state. */ StoreHealthPage;
export type GetStoreHealthApiArg = {
  contextId: ContextKey;
  /** Only stores in this state. */
  state?: StoreHealthState;
  page?: number;
  size?: number;
};
export type StoreHealthState = "green" | "yellow" | "red";
export type StoreHealthCause = {
  /** peripheral: a device not ok; terminalUnreachable; offlinePayments: card payments taken offline wait; cutMissing: no terminal cut after a past day's payments; receiptsUnsent; masterDataPending: received but not applied; masterDataMissing: today's prices not applied. */
  kind:
    | "peripheral"
    | "terminalUnreachable"
    | "offlinePayments"
    | "cutMissing"
    | "receiptsUnsent"
    | "masterDataPending"
    | "masterDataMissing";
  /** The state this cause gives the store. */
  state: "yellow" | "red";
  /** The uid of the register it concerns, or the store's uid for the store server's. */
  subject: string;
  /** German, e.g. 'Bondrucker Kasse 3: Papier leer seit 10:42' (Europe/Berlin). */
  text: string;
  since: string | null;
};
export type StoreHealthRow = {
  storeUid: string;
  storeId: string;
  storeName: string | null;
  state: StoreHealthState;
  causes: StoreHealthCause[];
};
export type StoreHealthPage = {
  rows: StoreHealthRow[];
  /** Stores that match the filter. */
  total: number;
  /** Every store of the context by state, whatever the filter. */
  counts: {
    green: number;
    yellow: number;
    red: number;
  };
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export const { useGetStoreHealthQuery, useLazyGetStoreHealthQuery } =
  injectedRtkApi;
