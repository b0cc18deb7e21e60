/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["cashpoint-updates"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCashpointUpdates: build.query<
        GetCashpointUpdatesApiResponse,
        GetCashpointUpdatesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates`,
          params: {
            contextId: queryArg.contextId,
            showArchivedUpdates: queryArg.showArchivedUpdates,
          },
        }),
        providesTags: ["cashpoint-updates"],
      }),
      getCashpointUpdateDetail: build.query<
        GetCashpointUpdateDetailApiResponse,
        GetCashpointUpdateDetailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/detail`,
          params: {
            contextId: queryArg.contextId,
            filename: queryArg.filename,
          },
        }),
        providesTags: ["cashpoint-updates"],
      }),
      saveCashpointUpdate: build.mutation<
        SaveCashpointUpdateApiResponse,
        SaveCashpointUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/save`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
            filename: queryArg.filename,
          },
        }),
        invalidatesTags: ["cashpoint-updates"],
      }),
      uploadCashpointUpdate: build.mutation<
        UploadCashpointUpdateApiResponse,
        UploadCashpointUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/uploadfile`,
          method: "POST",
          body: queryArg.body,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        invalidatesTags: ["cashpoint-updates"],
      }),
      deleteCashpointUpdate: build.mutation<
        DeleteCashpointUpdateApiResponse,
        DeleteCashpointUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/delete`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cashpoint-updates"],
      }),
      archiveCashpointUpdate: build.mutation<
        ArchiveCashpointUpdateApiResponse,
        ArchiveCashpointUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/archive`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cashpoint-updates"],
      }),
      moveCashpointUpdateUp: build.mutation<
        MoveCashpointUpdateUpApiResponse,
        MoveCashpointUpdateUpApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/move-up`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cashpoint-updates"],
      }),
      moveCashpointUpdateDown: build.mutation<
        MoveCashpointUpdateDownApiResponse,
        MoveCashpointUpdateDownApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/cashpoint-updates/move-down`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["cashpoint-updates"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as cashpointUpdatesApi };
export type GetCashpointUpdatesApiResponse =
  /** status 200 The updates of the context, highest order key first. */ {
    syncfiles: Syncfile[];
  };
export type GetCashpointUpdatesApiArg = {
  contextId: ContextKey;
  showArchivedUpdates?: boolean;
};
export type GetCashpointUpdateDetailApiResponse =
  /** status 200 The update with its target tree. */ UpdateDetail;
export type GetCashpointUpdateDetailApiArg = {
  contextId: ContextKey;
  filename: Filename;
};
export type SaveCashpointUpdateApiResponse = /** status 200 Done. */ Ok;
export type SaveCashpointUpdateApiArg = {
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
export type UploadCashpointUpdateApiResponse =
  /** status 200 The uploaded update. */ {
    syncfile: Syncfile;
  };
export type UploadCashpointUpdateApiArg = {
  contextId: ContextKey;
  body: {
    uploadfile: Blob;
    tag: UpdateTag;
    comment?: UpdateComment;
  };
};
export type DeleteCashpointUpdateApiResponse = /** status 200 Done. */ Ok;
export type DeleteCashpointUpdateApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
  };
};
export type ArchiveCashpointUpdateApiResponse = /** status 200 Done. */ Ok;
export type ArchiveCashpointUpdateApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
    archive: boolean;
  };
};
export type MoveCashpointUpdateUpApiResponse = /** status 200 Done. */ Ok;
export type MoveCashpointUpdateUpApiArg = {
  body: {
    contextId: ContextKey;
    filename: Filename;
  };
};
export type MoveCashpointUpdateDownApiResponse = /** status 200 Done. */ Ok;
export type MoveCashpointUpdateDownApiArg = {
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
  useGetCashpointUpdatesQuery,
  useLazyGetCashpointUpdatesQuery,
  useGetCashpointUpdateDetailQuery,
  useLazyGetCashpointUpdateDetailQuery,
  useSaveCashpointUpdateMutation,
  useUploadCashpointUpdateMutation,
  useDeleteCashpointUpdateMutation,
  useArchiveCashpointUpdateMutation,
  useMoveCashpointUpdateUpMutation,
  useMoveCashpointUpdateDownMutation,
} = injectedRtkApi;
