/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["cashpoints"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCashpointTree: build.query<
        GetCashpointTreeApiResponse,
        GetCashpointTreeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["cashpoints"],
      }),
      getCashpointDetail: build.query<
        GetCashpointDetailApiResponse,
        GetCashpointDetailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints/detail/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["cashpoints"],
      }),
      getCashpointInfo: build.query<
        GetCashpointInfoApiResponse,
        GetCashpointInfoApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints/detail/cashpointinfo/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["cashpoints"],
      }),
      getCashpointLog: build.query<
        GetCashpointLogApiResponse,
        GetCashpointLogApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints/log/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
            syncfileUid: queryArg.syncfileUid,
          },
        }),
        providesTags: ["cashpoints"],
      }),
      deleteCashpoint: build.mutation<
        DeleteCashpointApiResponse,
        DeleteCashpointApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints/delete/${queryArg.uid}`,
          method: "DELETE",
          body: queryArg.fiscalDecommission,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["cashpoints"],
      }),
      deleteStore: build.mutation<DeleteStoreApiResponse, DeleteStoreApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/stores/delete/${queryArg.uid}`,
          method: "DELETE",
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["cashpoints"],
      }),
      createCashpoint: build.mutation<
        CreateCashpointApiResponse,
        CreateCashpointApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoints/create`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["cashpoints"],
      }),
      createStore: build.mutation<CreateStoreApiResponse, CreateStoreApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/stores/create`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["cashpoints"],
      }),
      updateStoreName: build.mutation<
        UpdateStoreNameApiResponse,
        UpdateStoreNameApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/stores/updateName`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["cashpoints"],
      }),
      getHistoryCompare: build.query<
        GetHistoryCompareApiResponse,
        GetHistoryCompareApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/history/compare`,
          params: {
            contextId: queryArg.contextId,
            cashpointUid: queryArg.cashpointUid,
            at: queryArg.at,
            otherAt: queryArg.otherAt,
            otherCashpointUid: queryArg.otherCashpointUid,
          },
        }),
        providesTags: ["cashpoints"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as cashpointsApi };
export type GetCashpointTreeApiResponse =
  /** status 200 The stores of the context with their registers. */ {
    stores: StoreNode[];
  };
export type GetCashpointTreeApiArg = {
  contextId: ContextKey;
};
export type GetCashpointDetailApiResponse =
  /** status 200 The register with its version history. */ {
    cashpoint: Cashpoint;
    currentVersionTag: string | null;
    syncfiles: Syncfile[];
  };
export type GetCashpointDetailApiArg = {
  uid: UidString;
  contextId: ContextKey;
};
export type GetCashpointInfoApiResponse =
  /** status 200 Config values, service states, status info, active promotions and hosts file. */ CashpointInfo;
export type GetCashpointInfoApiArg = {
  uid: UidString;
  contextId: ContextKey;
};
export type GetCashpointLogApiResponse =
  /** status 200 The install log of one update on the register. */ LogReply;
export type GetCashpointLogApiArg = {
  uid: UidString;
  contextId: ContextKey;
  syncfileUid: UidString;
};
export type DeleteCashpointApiResponse = /** status 200 Done. */ Ok;
export type DeleteCashpointApiArg = {
  uid: UidString;
  contextId: ContextKey;
  fiscalDecommission: FiscalDecommission;
};
export type DeleteStoreApiResponse = /** status 200 Done. */ Ok;
export type DeleteStoreApiArg = {
  uid: UidString;
  contextId: ContextKey;
};
export type CreateCashpointApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type CreateCashpointApiArg = {
  contextId: ContextKey;
  body: {
    posId: DigitsId;
    storeUid: UidString;
  };
};
export type CreateStoreApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type CreateStoreApiArg = {
  contextId: ContextKey;
  body: {
    storeId: DigitsId;
  };
};
export type UpdateStoreNameApiResponse = /** status 200 Done. */ Ok;
export type UpdateStoreNameApiArg = {
  contextId: ContextKey;
  body: {
    storeId: DigitsId;
    name: StoreName;
  };
};
export type GetHistoryCompareApiResponse =
  /** status 200 The differing values of both sides. */ HistoryCompare;
export type GetHistoryCompareApiArg = {
  contextId: ContextKey;
  cashpointUid: UidString;
  /** The time of the left side (and of both, with otherCashpointUid); default now. */
  at?: string;
  /** The time of the right side, of the same register. */
  otherAt?: string;
  /** The register of the right side, at the same time. */
  otherCashpointUid?: UidString;
};
export type CashpointTreeItem = {
  uid: string;
  posId: string;
  storeId: string;
  offline: boolean;
  currentVersionTag: string | null;
  updated: boolean;
};
export type StoreNode = {
  /** The store id (digits). */
  id: string;
  name: string | null;
  uid: string;
  cashpoints: CashpointTreeItem[];
  numberOfOfflineChildren: number;
  allVersionTags: string[];
  allUpdated: boolean;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type OsInfo = {
  osName?: string | null;
  osType?: string | null;
  version?: string | null;
  cpus?: number | null;
  platform?: string | null;
  hostname?: string | null;
  /** Unix seconds. */
  lastReboot?: number | null;
  timezone?: string | null;
  ntpServer?: string | null;
  ntpSyncActive?: boolean | null;
  /** Unix seconds. */
  ntpLastSuccessfulSyncTime?: number | null;
};
export type NetworkInterface = {
  name: string;
  ipAddress?: string | null;
  macAddress?: string | null;
  netmask?: string | null;
  gateway?: string | null;
};
export type CashpointAgentInfo = {
  osInfo?: OsInfo;
  interfaces?: NetworkInterface[];
  cashpointVersion?: string | null;
  tseServerVersion?: string | null;
  javaVersion?: string[];
  mariaDBVersion?: string | null;
  bootloader?: string | null;
  cashpointRunning?: boolean | null;
};
export type Cashpoint = {
  uid: string;
  posId: string;
  storeId: string;
  storeName?: string | null;
  posType?: string | null;
  offline: boolean;
  currentVersionTag: string | null;
  /** File name of the installed update. */
  currentVersion: string | null;
  updated: boolean;
  agentVersion: string | null;
  lastHeartbeat: string | null;
  additionalDataTimestamp: string | null;
  agentInfo: CashpointAgentInfo | null;
};
export type RolloutState =
  | "draft"
  | "running"
  | "waitingForApproval"
  | "paused"
  | "finished"
  | "cancelled";
export type RolloutOfUpdate = {
  uid: string;
  state: RolloutState;
  /** The current wave (1 is the first; 0 before the first started). */
  wave: number;
  /** The plan's number of waves. */
  waves: number;
  /** Of `targets`, those that report the update installed. */
  installed: number;
  /** The targets (registers or store servers) of the stores the rollout admitted so far and did not roll back. */
  targets: number;
} | null;
export type Syncfile = {
  uid: string;
  filename: string;
  tag: string;
  comment: string | null;
  /** 1 Neu, 4 Test/Labor, 2 Aktiv, 3 Gelöscht; other codes are shown as UNKNOWN. */
  status: number;
  releaseDate: string | null;
  orderKey: number;
  archived: boolean;
  uploadFilepath?: string | null;
  size?: number | null;
  logDate?: string | null;
  /** In a target's version history, whether an install log exists. */
  hasLog: boolean;
  /** In a target's version history, whether the target downloaded it. */
  downloaded: boolean;
  /** In a target's version history, 0 to 3. */
  installationStatus: number | null;
  installingSince?: string | null;
  rollout?: RolloutOfUpdate;
};
export type UidString = string;
export type KeyValue = {
  key: string;
  value: string | null;
};
export type ServiceConfigValue = {
  service: string;
  key: string;
  value: string | null;
};
export type ServiceState = {
  name: string;
  state: string;
  /** Unix seconds. */
  since?: number | null;
};
export type Promotion = {
  id: string;
  name: string;
  validFrom?: string | null;
  validTo?: string | null;
};
export type CashpointInfo = {
  commonConfigValues: KeyValue[];
  serviceConfigValues: ServiceConfigValue[];
  cashpointServiceStates: ServiceState[];
  cashpointStatusInfo: KeyValue[];
  activePromotions: Promotion[];
  hostsFile: string | null;
};
export type LogReply = {
  log: string | null;
  logDate: string | null;
};
export type Ok = {
  ok: boolean;
};
export type FiscalDecommission = {
  /** The day it was taken out of service (Berlin), not in the future. */
  decommissionedOn?: string;
  reason?: string | null;
};
export type DigitsId = string;
export type StoreName = string;
export type HistoryCompareSide = {
  cashpointUid: string;
  storeId: string;
  posId: string;
  at: string;
};
export type HistoryCompare = {
  left: HistoryCompareSide;
  right: HistoryCompareSide;
  rows: {
    key: string;
    left: string | null;
    right: string | null;
  }[];
  /** How many keys differ (the rows). */
  differing: number;
  /** How many keys have the same value on both sides. */
  same: number;
};
export const {
  useGetCashpointTreeQuery,
  useLazyGetCashpointTreeQuery,
  useGetCashpointDetailQuery,
  useLazyGetCashpointDetailQuery,
  useGetCashpointInfoQuery,
  useLazyGetCashpointInfoQuery,
  useGetCashpointLogQuery,
  useLazyGetCashpointLogQuery,
  useDeleteCashpointMutation,
  useDeleteStoreMutation,
  useCreateCashpointMutation,
  useCreateStoreMutation,
  useUpdateStoreNameMutation,
  useGetHistoryCompareQuery,
  useLazyGetHistoryCompareQuery,
} = injectedRtkApi;
