/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["store-agents"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getStoreAgents: build.query<
        GetStoreAgentsApiResponse,
        GetStoreAgentsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-agents`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["store-agents"],
      }),
      getStoreAgentDetail: build.query<
        GetStoreAgentDetailApiResponse,
        GetStoreAgentDetailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-agents/detail`,
          params: {
            contextId: queryArg.contextId,
            storeId: queryArg.storeId,
          },
        }),
        providesTags: ["store-agents"],
      }),
      getStoreAgentLog: build.query<
        GetStoreAgentLogApiResponse,
        GetStoreAgentLogApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-agents/log/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
            syncfileUid: queryArg.syncfileUid,
          },
        }),
        providesTags: ["store-agents"],
      }),
      deleteStoreAgent: build.mutation<
        DeleteStoreAgentApiResponse,
        DeleteStoreAgentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-agents/delete`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["store-agents"],
      }),
      updateStoreAgentName: build.mutation<
        UpdateStoreAgentNameApiResponse,
        UpdateStoreAgentNameApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-agents/update`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["store-agents"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as storeAgentsApi };
export type GetStoreAgentsApiResponse =
  /** status 200 The store agents of the context. */ {
    storeAgents: StoreAgentTreeItem[];
  };
export type GetStoreAgentsApiArg = {
  contextId: ContextKey;
};
export type GetStoreAgentDetailApiResponse =
  /** status 200 The store agent with its version history. */ {
    storeAgent: StoreAgent;
    currentVersionTag: string | null;
    syncfiles: Syncfile[];
  };
export type GetStoreAgentDetailApiArg = {
  contextId: ContextKey;
  storeId: DigitsId;
};
export type GetStoreAgentLogApiResponse =
  /** status 200 The install log of one update on the store agent. */ LogReply;
export type GetStoreAgentLogApiArg = {
  uid: UidString;
  contextId: ContextKey;
  syncfileUid: UidString;
};
export type DeleteStoreAgentApiResponse = /** status 200 Done. */ Ok;
export type DeleteStoreAgentApiArg = {
  body: {
    contextId: ContextKey;
    storeId: DigitsId;
  };
};
export type UpdateStoreAgentNameApiResponse = /** status 200 Done. */ Ok;
export type UpdateStoreAgentNameApiArg = {
  body: {
    contextId: ContextKey;
    storeId: DigitsId;
    storeName: StoreName;
  };
};
export type StoreAgentTreeItem = {
  storeId: string;
  name: string | null;
  uid: string;
  /** The uid of the agent's store. */
  storeUid: string;
  offline: boolean;
  updated: boolean;
  currentVersionTag: string | null;
  agentVersion: string | null;
  lastHeartbeat: string | null;
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
export type StoreInfo = {
  storeVersion?: string | null;
  programVersion?: string | null;
  customerNumber?: string | null;
  license?: string | null;
  serialNumber?: string | null;
  identNumber?: string | null;
  licenseProcedure?: string | null;
};
export type TimestampedValue = {
  value?: string | null;
  /** Unix seconds. */
  timestamp?: number | null;
};
export type StoreFileValues = {
  tbeg?: TimestampedValue;
  tabsletzte?: TimestampedValue;
  tabsok?: TimestampedValue;
  dzuskarun?: TimestampedValue;
  sigmabackupaktiv?: TimestampedValue;
  lastsigmabackup?: TimestampedValue;
  lastsigmabackuperfolg?: TimestampedValue;
  updateaktiv?: TimestampedValue;
  lastupdate?: TimestampedValue;
  lastupdateerfolg?: TimestampedValue;
  diwastop_err?: TimestampedValue;
  diwadebu_log?: TimestampedValue;
  lastposconnectupdate?: TimestampedValue;
  lastposconnectupdateerfolg?: TimestampedValue;
};
export type StoreDbValues = {
  tabsaktiv?: boolean | null;
  kabsvortag?: number | null;
  kabslaufendertag?: number | null;
  wwsbelegverarbeitungaktiv?: boolean | null;
  bonaufloesungwamodulaktiv?: boolean | null;
  datenverarbeitunghqaktiv?: boolean | null;
};
export type StoreAppValues = {
  tseserverversion?: string | null;
  tseserverrunning?: boolean | null;
  pgsqlversion?: string | null;
};
export type ServiceInfoEntry = {
  /** RUNNING, STOPPED or another state. */
  state: string;
  /** AUTOMATIC, MANUAL, DISABLED. */
  startType?: string | null;
};
export type PosConnectService = {
  name: string;
  numberOfInstances?: number | null;
  status?: string | null;
  version?: string | null;
};
export type PosConnectInfo = {
  mandant?: string | null;
  environment?: string | null;
  buildTag?: string | null;
  services?: PosConnectService[];
};
export type StoreAgentInfo = {
  osInfo?: OsInfo;
  interfaces?: NetworkInterface[];
  storeInfo?: StoreInfo;
  fileValues?: StoreFileValues;
  dbValues?: StoreDbValues;
  appValues?: StoreAppValues;
  /** Service name (dutiserv, dzuska28, postgresql, posConnectAppAdmin, ...) to its state. */
  serviceInfo?: {
    [key: string]: ServiceInfoEntry;
  };
  posConnectInfo?: PosConnectInfo;
};
export type StoreAgent = {
  storeId: string;
  name: string | null;
  uid: string;
  /** The store's uid (the audit log names a store server by it). */
  storeUid: string;
  offline: boolean;
  updated: boolean;
  currentVersionTag: string | null;
  agentVersion: string | null;
  lastHeartbeat: string | null;
  currentVersion: string | null;
  agentInfo: StoreAgentInfo | null;
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
export type DigitsId = string;
export type LogReply = {
  log: string | null;
  logDate: string | null;
};
export type UidString = string;
export type Ok = {
  ok: boolean;
};
export type StoreName = string;
export const {
  useGetStoreAgentsQuery,
  useLazyGetStoreAgentsQuery,
  useGetStoreAgentDetailQuery,
  useLazyGetStoreAgentDetailQuery,
  useGetStoreAgentLogQuery,
  useLazyGetStoreAgentLogQuery,
  useDeleteStoreAgentMutation,
  useUpdateStoreAgentNameMutation,
} = injectedRtkApi;
