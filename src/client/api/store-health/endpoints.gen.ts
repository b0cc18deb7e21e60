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
      getStoreHealthMarks: build.query<
        GetStoreHealthMarksApiResponse,
        GetStoreHealthMarksApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-health/marks`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["store-health"],
      }),
      getRedStores: build.query<GetRedStoresApiResponse, GetRedStoresApiArg>({
        query: () => ({ url: `/api/frontend/store-health/red` }),
        providesTags: ["store-health"],
      }),
      getCashpointHealth: build.query<
        GetCashpointHealthApiResponse,
        GetCashpointHealthApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints/health/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
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
export type GetStoreHealthMarksApiResponse =
  /** status 200 The stores not green, red first, then by store number. */ StoreHealthMarks;
export type GetStoreHealthMarksApiArg = {
  contextId: ContextKey;
};
export type GetRedStoresApiResponse =
  /** status 200 The contexts with red stores, in the order of the start page. */ RedStores;
export type GetRedStoresApiArg = void;
export type GetCashpointHealthApiResponse =
  /** status 200 The register's health facts. */ CashpointHealth;
export type GetCashpointHealthApiArg = {
  uid: UidString;
  contextId: ContextKey;
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
export type StoreHealthMarks = {
  /** Every store not green; a store left out is green. */
  stores: StoreHealthRow[];
};
export type RedStores = {
  contexts: {
    key: string;
    name: string;
    /** The context's red stores. */
    total: number;
    /** The first ten by store number. */
    stores: StoreHealthRow[];
  }[];
};
export type CashpointHealth = {
  state: StoreHealthState;
  causes: StoreHealthCause[];
  /** Open now by its store's calendar; null when the calendar names no opening hours (judged as open). */
  storeOpen: boolean | null;
  /** Its devices as last reported, by kind and name. */
  peripherals: {
    kind: "printer" | "scanner" | "scale" | "display" | "drawer" | "eft";
    name: string;
    state: "ok" | "offline" | "coverOpen" | "paperLow" | "paperOut" | "error";
    since: string;
  }[];
  /** Its card terminal as last reported; null when never. */
  payment: {
    terminalId: string;
    reachable: boolean;
    /** Since when the console sees it (un)reachable. */
    reachableSince: string;
    lastTransactionAt: string | null;
    /** The last end-of-day cut (Kassenschnitt). */
    lastCutAt: string | null;
    offlineTransactions: number;
    oldestOfflineAt: string | null;
    reportedAt: string;
  } | null;
  /** Its receipts not yet sent, as last reported; null when never. */
  dataFlow: {
    unsentReceipts: number;
    oldestUnsentAt: string | null;
    lastUploadAt: string | null;
    reportedAt: string;
  } | null;
  /** Whether a receipt is open by its last heartbeat; null when it never said. */
  openReceipt: boolean | null;
};
export type UidString = string;
export const {
  useGetStoreHealthQuery,
  useLazyGetStoreHealthQuery,
  useGetStoreHealthMarksQuery,
  useLazyGetStoreHealthMarksQuery,
  useGetRedStoresQuery,
  useLazyGetRedStoresQuery,
  useGetCashpointHealthQuery,
  useLazyGetCashpointHealthQuery,
} = injectedRtkApi;
