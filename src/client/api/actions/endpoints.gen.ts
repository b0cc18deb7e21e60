/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["actions"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getActionKinds: build.query<
        GetActionKindsApiResponse,
        GetActionKindsApiArg
      >({
        query: () => ({ url: `/api/frontend/action-kinds` }),
        providesTags: ["actions"],
      }),
      previewAction: build.mutation<
        PreviewActionApiResponse,
        PreviewActionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/actions/preview`,
          method: "POST",
          body: queryArg.actionPreviewForm,
        }),
        invalidatesTags: ["actions"],
      }),
      requestAction: build.mutation<
        RequestActionApiResponse,
        RequestActionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/actions/request`,
          method: "POST",
          body: queryArg.actionRequestForm,
        }),
        invalidatesTags: ["actions"],
      }),
      getActions: build.query<GetActionsApiResponse, GetActionsApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/actions`,
          params: {
            contextId: queryArg.contextId,
            state: queryArg.state,
            kind: queryArg.kind,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["actions"],
      }),
      getActionHistory: build.query<
        GetActionHistoryApiResponse,
        GetActionHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/actions/history`,
          params: {
            contextId: queryArg.contextId,
            cashpointUid: queryArg.cashpointUid,
            storeAgentUid: queryArg.storeAgentUid,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["actions"],
      }),
      getAction: build.query<GetActionApiResponse, GetActionApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/actions/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
            state: queryArg.state,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["actions"],
      }),
      approveAction: build.mutation<
        ApproveActionApiResponse,
        ApproveActionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/actions/${queryArg.uid}/approve`,
          method: "POST",
          body: queryArg.actionApproval,
        }),
        invalidatesTags: ["actions"],
      }),
      cancelAction: build.mutation<CancelActionApiResponse, CancelActionApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/actions/${queryArg.uid}/cancel`,
            method: "POST",
            body: queryArg.actionContextBody,
          }),
          invalidatesTags: ["actions"],
        },
      ),
      retryFailedActions: build.mutation<
        RetryFailedActionsApiResponse,
        RetryFailedActionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/actions/${queryArg.uid}/retry-failed`,
          method: "POST",
          body: queryArg.actionRetryForm,
        }),
        invalidatesTags: ["actions"],
      }),
      downloadActionBundle: build.query<
        DownloadActionBundleApiResponse,
        DownloadActionBundleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/actions/${queryArg.uid}/targets/${queryArg.targetUid}/bundle`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["actions"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as actionsApi };
export type GetActionKindsApiResponse =
  /** status 200 The catalogue, in its order. */ {
    kinds: ActionKindInfo[];
  };
export type GetActionKindsApiArg = void;
export type PreviewActionApiResponse =
  /** status 200 The dry run. */ ActionPreview;
export type PreviewActionApiArg = {
  actionPreviewForm: ActionPreviewForm;
};
export type RequestActionApiResponse =
  /** status 200 Queued; the request's uid and state. */ {
    uid: string;
    state: ActionRequestState;
    /** The targets queued. */
    count: number;
  };
export type RequestActionApiArg = {
  actionRequestForm: ActionRequestForm;
};
export type GetActionsApiResponse =
  /** status 200 One page of the requests. */ {
    actions: ActionSummary[];
    /** Requests the filters let through, on all pages. */
    total: number;
    page: number;
  };
export type GetActionsApiArg = {
  contextId: ContextKey;
  /** Only requests in this state. */
  state?: ActionRequestState;
  /** Only requests of this kind. */
  kind?: ActionKind;
  page?: number;
  /** Rows per page. */
  size?: number;
};
export type GetActionHistoryApiResponse =
  /** status 200 One page of the target's actions. */ {
    entries: ActionHistoryEntry[];
    total: number;
    page: number;
  };
export type GetActionHistoryApiArg = {
  contextId: ContextKey;
  cashpointUid?: UidString;
  storeAgentUid?: UidString;
  page?: number;
  /** Rows per page. */
  size?: number;
};
export type GetActionApiResponse =
  /** status 200 The request and one page of its targets. */ ActionDetail;
export type GetActionApiArg = {
  uid: UidString;
  contextId: ContextKey;
  /** Only the targets in this state. */
  state?: ActionTargetState;
  page?: number;
  /** Rows per page. */
  size?: number;
};
export type ApproveActionApiResponse = /** status 200 Done. */ Ok;
export type ApproveActionApiArg = {
  uid: UidString;
  actionApproval: ActionApproval;
};
export type CancelActionApiResponse = /** status 200 Done. */ Ok;
export type CancelActionApiArg = {
  uid: UidString;
  actionContextBody: ActionContextBody;
};
export type RetryFailedActionsApiResponse = /** status 200 Done. */ Ok;
export type RetryFailedActionsApiArg = {
  uid: UidString;
  actionRetryForm: ActionRetryForm;
};
export type DownloadActionBundleApiResponse =
  /** status 200 The bundle. */ Blob;
export type DownloadActionBundleApiArg = {
  uid: UidString;
  targetUid: UidString;
  contextId: ContextKey;
};
export type ActionKind =
  | "restartService"
  | "restartPos"
  | "reboot"
  | "ntpResync"
  | "reloadMasterData"
  | "dayClose"
  | "eftCut"
  | "collectLogs";
export type ActionTargetKind = "cashpoint" | "storeAgent";
export type ActionKindInfo = {
  kind: ActionKind;
  /** The German name. */
  name: string;
  /** Needs ACTIONS_RISKY and a second person's approval. */
  risky: boolean;
  targets: ActionTargetKind[];
  parameters: {
    name: string;
    /** The German label. */
    label: string;
    type: "string";
    required: boolean;
    /** services: one of the services the target's agent reports. */
    valuesFrom: ("services" | null) | null;
  }[];
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ActionHold =
  | (
      | "waitingForApproval"
      | "waitingForReceipt"
      | "waitingForWindow"
      | "waitingForSlot"
      | null
    )
  | null;
export type ActionPreviewTarget = {
  targetKind: ActionTargetKind;
  /** The register's or store server's uid. */
  uid: string;
  storeId: string;
  storeName: string | null;
  /** The register number; null for a store server. */
  posId: string | null;
  hold: ActionHold;
};
export type ActionPreview = {
  /** The exact number of targets the request would queue. */
  count: number;
  /** How many targets a gate would hold back now, per reason (a target is counted under the first gate that holds it, in this order). */
  heldBack: {
    waitingForApproval: number;
    waitingForWindow: number;
    waitingForReceipt: number;
    waitingForSlot: number;
  };
  targets: ActionPreviewTarget[];
  page: number;
  size: number;
};
export type ContextKey = string;
export type ActionParameters = {
  [key: string]: string;
};
export type UidString = string;
export type DigitsId = string;
export type CashpointReportFilter = {
  columns?: string[];
  warningsOnly?: boolean;
  filters?: {
    [key: string]: string;
  };
};
export type ActionTargets = {
  cashpointUids?: UidString[];
  storeAgentUids?: UidString[];
  storeIds?: DigitsId[];
  cashpointReport?: CashpointReportFilter;
};
export type ActionPreviewForm = {
  contextId: ContextKey;
  kind: ActionKind;
  targetKind: ActionTargetKind;
  parameters: ActionParameters;
  targets: ActionTargets;
  /** 'Notfall': lets the action run during the store's opening hours; audited. */
  emergencyReason?: string | null;
  /** The page of targets to show (1 when left out). */
  page?: number;
  /** Targets per page (50 when left out). */
  size?: number;
};
export type ActionRequestState =
  "waitingForApproval" | "active" | "finished" | "cancelled";
export type ActionRequestForm = {
  contextId: ContextKey;
  kind: ActionKind;
  targetKind: ActionTargetKind;
  parameters: ActionParameters;
  targets: ActionTargets;
  /** 'Notfall': lets the action run during the store's opening hours; audited. */
  emergencyReason?: string | null;
  /** How long a target may wait for its gates (an open receipt, the store closing, a slot) before it expires: 1 minute to 7 days. */
  deadlineMinutes: number;
};
export type ActionCounts = {
  waitingForApproval: number;
  waitingForReceipt: number;
  waitingForWindow: number;
  waitingForSlot: number;
  queued: number;
  sent: number;
  running: number;
  succeeded: number;
  failed: number;
  expired: number;
  cancelled: number;
};
export type ActionSummary = {
  uid: string;
  kind: ActionKind;
  /** The kind's German name. */
  name: string;
  targetKind: ActionTargetKind;
  parameters: ActionParameters;
  state: ActionRequestState;
  /** Who requested it (the name they had then; a token's service account by its name). */
  requestedBy: string;
  requestedAt: string;
  emergencyReason: string | null;
  deadlineMinutes: number;
  approvedBy: string | null;
  approvedAt: string | null;
  approvalComment: string | null;
  cancelledBy: string | null;
  cancelledAt: string | null;
  /** When its last target ended. */
  finishedAt: string | null;
  /** Its targets. */
  total: number;
  counts: ActionCounts;
};
export type ActionTargetState =
  | "waitingForApproval"
  | "waitingForReceipt"
  | "waitingForWindow"
  | "waitingForSlot"
  | "queued"
  | "sent"
  | "running"
  | "succeeded"
  | "failed"
  | "expired"
  | "cancelled";
export type ActionTarget = {
  /** The target's own uid (the agent's actionUid). */
  uid: string;
  targetKind: ActionTargetKind;
  /** The register's or store server's uid. */
  targetUid: string;
  storeId: string;
  storeName: string | null;
  posId: string | null;
  state: ActionTargetState;
  /** 1, and one more for every retry. */
  attempts: number;
  sentAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  exitCode: number | null;
  /** The agent's output, at most 64 KB. */
  output: string | null;
  /** A collected log bundle can be downloaded (for 14 days). */
  hasBundle: boolean;
};
export type ActionHistoryEntry = ActionTarget & {
  /** The request's uid. */
  actionUid: string;
  kind: ActionKind;
  name: string;
  parameters: ActionParameters;
  requestedBy: string;
  requestedAt: string;
  emergencyReason: string | null;
};
export type ActionDetail = ActionSummary & {
  /** Whether the caller may approve it now (holds ACTIONS_RISKY, is not the requester, it waits). */
  mayApprove: boolean;
  targets: ActionTarget[];
  /** Targets the state filter lets through, on all pages. */
  targetsTotal: number;
  page: number;
  size: number;
};
export type Ok = {
  ok: boolean;
};
export type ActionApproval = {
  contextId: ContextKey;
  comment: string;
};
export type ActionContextBody = {
  contextId: ContextKey;
};
export type ActionRetryForm = {
  contextId: ContextKey;
  /** The retried targets' deadline from now; the request's when left out. */
  deadlineMinutes?: number;
};
export const {
  useGetActionKindsQuery,
  useLazyGetActionKindsQuery,
  usePreviewActionMutation,
  useRequestActionMutation,
  useGetActionsQuery,
  useLazyGetActionsQuery,
  useGetActionHistoryQuery,
  useLazyGetActionHistoryQuery,
  useGetActionQuery,
  useLazyGetActionQuery,
  useApproveActionMutation,
  useCancelActionMutation,
  useRetryFailedActionsMutation,
  useDownloadActionBundleQuery,
  useLazyDownloadActionBundleQuery,
} = injectedRtkApi;
