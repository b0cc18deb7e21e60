/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["store-updates"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getStoreUpdates: build.query<
        GetStoreUpdatesApiResponse,
        GetStoreUpdatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates`,
          params: {
            contextId: queryArg.contextId,
            showArchivedUpdates: queryArg.showArchivedUpdates,
          },
        }),
        providesTags: ["store-updates"],
      }),
      getStoreUpdateDetail: build.query<
        GetStoreUpdateDetailApiResponse,
        GetStoreUpdateDetailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/detail`,
          params: {
            contextId: queryArg.contextId,
            filename: queryArg.filename,
          },
        }),
        providesTags: ["store-updates"],
      }),
      saveStoreUpdate: build.mutation<
        SaveStoreUpdateApiResponse,
        SaveStoreUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/save`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
            filename: queryArg.filename,
          },
        }),
        invalidatesTags: ["store-updates"],
      }),
      uploadStoreUpdate: build.mutation<
        UploadStoreUpdateApiResponse,
        UploadStoreUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/uploadfile`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["store-updates"],
      }),
      deleteStoreUpdate: build.mutation<
        DeleteStoreUpdateApiResponse,
        DeleteStoreUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/delete`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["store-updates"],
      }),
      archiveStoreUpdate: build.mutation<
        ArchiveStoreUpdateApiResponse,
        ArchiveStoreUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/archive`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["store-updates"],
      }),
      moveStoreUpdateUp: build.mutation<
        MoveStoreUpdateUpApiResponse,
        MoveStoreUpdateUpApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/move-up`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["store-updates"],
      }),
      moveStoreUpdateDown: build.mutation<
        MoveStoreUpdateDownApiResponse,
        MoveStoreUpdateDownApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/store-updates/move-down`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["store-updates"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as storeUpdatesApi };
export type GetStoreUpdatesApiResponse =
  /** status 200 The updates of the context, highest order key first. */ {
    syncfiles: Syncfile[];
  };
export type GetStoreUpdatesApiArg = {
  contextId: ContextKey;
  showArchivedUpdates?: boolean;
};
export type GetStoreUpdateDetailApiResponse =
  /** status 200 The update with its target tree. */ UpdateDetail;
export type GetStoreUpdateDetailApiArg = {
  contextId: ContextKey;
  filename: Filename;
};
export type SaveStoreUpdateApiResponse = /** status 200 Done. */ Ok;
export type SaveStoreUpdateApiArg = {
  contextId: ContextKey;
  filename: Filename;
  body: {
    status: UpdateStatus;
    releaseDate: string | null;
    tag: UpdateTag;
    comment: UpdateComment;
    /** Uids of the checked targets (registers for register updates, store agents for store updates). */
    checkedUids: UidString[];
  };
};
export type UploadStoreUpdateApiResponse =
  /** status 200 The uploaded update. */ {
    syncfile: Syncfile;
  };
export type UploadStoreUpdateApiArg = {
  contextId: ContextKey;
  body: {
    uploadfile: Blob;
    tag: UpdateTag;
    comment?: UpdateComment;
  };
};
export type DeleteStoreUpdateApiResponse = /** status 200 Done. */ Ok;
export type DeleteStoreUpdateApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
  };
};
export type ArchiveStoreUpdateApiResponse = /** status 200 Done. */ Ok;
export type ArchiveStoreUpdateApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
    archive: boolean;
  };
};
export type MoveStoreUpdateUpApiResponse = /** status 200 Done. */ Ok;
export type MoveStoreUpdateUpApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
  };
};
export type MoveStoreUpdateDownApiResponse = /** status 200 Done. */ Ok;
export type MoveStoreUpdateDownApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
  };
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
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type UpdateTargetCashpoint = {
  uid: string;
  posId: string;
  isChecked: boolean;
};
export type UpdateTargetStore = {
  /** The store's uid (register updates) or the store agent's uid (store updates). */
  uid: string;
  id: string;
  name: string | null;
  isChecked: boolean;
  cashpoints: UpdateTargetCashpoint[];
};
export type UpdateDetail = {
  syncfile: Syncfile;
  stores: UpdateTargetStore[];
  /** Of the targets this update is due to (every target for Aktiv, the checked ones for Test/Labor; otherwise 0) that have not begun it: how many wait for their store's update window, and in how many stores. */
  waitingForWindow: {
    stores: number;
    targets: number;
  };
};
export type Filename = string;
export type Ok = {
  ok: boolean;
};
export type UpdateStatus = 1 | 2 | 3 | 4;
export type UpdateTag = string;
export type UpdateComment = string;
export type UidString = string;
export const {
  useGetStoreUpdatesQuery,
  useLazyGetStoreUpdatesQuery,
  useGetStoreUpdateDetailQuery,
  useLazyGetStoreUpdateDetailQuery,
  useSaveStoreUpdateMutation,
  useUploadStoreUpdateMutation,
  useDeleteStoreUpdateMutation,
  useArchiveStoreUpdateMutation,
  useMoveStoreUpdateUpMutation,
  useMoveStoreUpdateDownMutation,
} = injectedRtkApi;
