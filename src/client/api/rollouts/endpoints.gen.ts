/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["rollouts"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getRollouts: build.query<GetRolloutsApiResponse, GetRolloutsApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts`,
          params: {
            contextId: queryArg.contextId,
            updateUid: queryArg.updateUid,
          },
        }),
        providesTags: ["rollouts"],
      }),
      getRolloutsAwaitingApproval: build.query<
        GetRolloutsAwaitingApprovalApiResponse,
        GetRolloutsAwaitingApprovalApiArg
      >({
        query: () => ({ url: `/api/frontend/rollouts/awaiting-approval` }),
        providesTags: ["rollouts"],
      }),
      saveRollout: build.mutation<SaveRolloutApiResponse, SaveRolloutApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/save`,
          method: "POST",
          body: queryArg.rolloutPlan,
        }),
        invalidatesTags: ["rollouts"],
      }),
      getRollout: build.query<GetRolloutApiResponse, GetRolloutApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["rollouts"],
      }),
      getRolloutStores: build.query<
        GetRolloutStoresApiResponse,
        GetRolloutStoresApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/stores`,
          params: {
            contextId: queryArg.contextId,
            wave: queryArg.wave,
            state: queryArg.state,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["rollouts"],
      }),
      getRolloutPreflight: build.query<
        GetRolloutPreflightApiResponse,
        GetRolloutPreflightApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/preflight`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["rollouts"],
      }),
      startRollout: build.mutation<StartRolloutApiResponse, StartRolloutApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/rollouts/${queryArg.uid}/start`,
            method: "POST",
            body: queryArg.rolloutStart,
          }),
          invalidatesTags: ["rollouts"],
        },
      ),
      approveRollout: build.mutation<
        ApproveRolloutApiResponse,
        ApproveRolloutApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/approve`,
          method: "POST",
          body: queryArg.rolloutApproval,
        }),
        invalidatesTags: ["rollouts"],
      }),
      pauseRollout: build.mutation<PauseRolloutApiResponse, PauseRolloutApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/rollouts/${queryArg.uid}/pause`,
            method: "POST",
            body: queryArg.rolloutPause,
          }),
          invalidatesTags: ["rollouts"],
        },
      ),
      resumeRollout: build.mutation<
        ResumeRolloutApiResponse,
        ResumeRolloutApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/resume`,
          method: "POST",
          body: queryArg.rolloutResume,
        }),
        invalidatesTags: ["rollouts"],
      }),
      cancelRollout: build.mutation<
        CancelRolloutApiResponse,
        CancelRolloutApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/cancel`,
          method: "POST",
          body: queryArg.rolloutAction,
        }),
        invalidatesTags: ["rollouts"],
      }),
      rollbackRollout: build.mutation<
        RollbackRolloutApiResponse,
        RollbackRolloutApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/rollback`,
          method: "POST",
          body: queryArg.rolloutRollback,
        }),
        invalidatesTags: ["rollouts"],
      }),
      includeRolloutStores: build.mutation<
        IncludeRolloutStoresApiResponse,
        IncludeRolloutStoresApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollouts/${queryArg.uid}/include`,
          method: "POST",
          body: queryArg.rolloutStoreChoice,
        }),
        invalidatesTags: ["rollouts"],
      }),
      getRolloutSettings: build.query<
        GetRolloutSettingsApiResponse,
        GetRolloutSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollout-settings`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["rollouts"],
      }),
      saveRolloutSettings: build.mutation<
        SaveRolloutSettingsApiResponse,
        SaveRolloutSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/rollout-settings/save`,
          method: "POST",
          body: queryArg.rolloutSettings,
        }),
        invalidatesTags: ["rollouts"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as rolloutsApi };
export type GetRolloutsApiResponse = /** status 200 The rollouts. */ {
  rollouts: RolloutSummary[];
};
export type GetRolloutsApiArg = {
  contextId: ContextKey;
  /** Only the rollout of this update (register or store update), by its uid. */
  updateUid?: UidString;
};
export type GetRolloutsAwaitingApprovalApiResponse =
  /** status 200 The waiting rollouts, oldest wait first. */ {
    rollouts: RolloutSummary[];
  };
export type GetRolloutsAwaitingApprovalApiArg = void;
export type SaveRolloutApiResponse =
  /** status 200 Saved; the rollout's uid. */ {
    uid: string;
  };
export type SaveRolloutApiArg = {
  rolloutPlan: RolloutPlan;
};
export type GetRolloutApiResponse =
  /** status 200 The rollout. */ RolloutDetail;
export type GetRolloutApiArg = {
  uid: UidString;
  contextId: ContextKey;
};
export type GetRolloutStoresApiResponse =
  /** status 200 One page of the stores. */ {
    stores: RolloutStore[];
    /** Stores the filters let through, on all pages. */
    total: number;
    page: number;
  };
export type GetRolloutStoresApiArg = {
  uid: UidString;
  contextId: ContextKey;
  /** Only the stores of this wave (1 is the first). */
  wave?: number;
  /** Only the stores in this state. */
  state?: RolloutStoreState;
  /** The page to show, from 1; asking for it (or for `size`) pages the reply. */
  page?: number;
  /** Rows per page (25 when only `page` is given). */
  size?: number;
};
export type GetRolloutPreflightApiResponse =
  /** status 200 The pre-flight. */ RolloutPreflight;
export type GetRolloutPreflightApiArg = {
  uid: UidString;
  contextId: ContextKey;
};
export type StartRolloutApiResponse = /** status 200 Done. */ Ok;
export type StartRolloutApiArg = {
  uid: UidString;
  rolloutStart: RolloutStart;
};
export type ApproveRolloutApiResponse = /** status 200 Done. */ Ok;
export type ApproveRolloutApiArg = {
  uid: UidString;
  rolloutApproval: RolloutApproval;
};
export type PauseRolloutApiResponse = /** status 200 Done. */ Ok;
export type PauseRolloutApiArg = {
  uid: UidString;
  rolloutPause: RolloutPause;
};
export type ResumeRolloutApiResponse = /** status 200 Done. */ Ok;
export type ResumeRolloutApiArg = {
  uid: UidString;
  rolloutResume: RolloutResume;
};
export type CancelRolloutApiResponse = /** status 200 Done. */ Ok;
export type CancelRolloutApiArg = {
  uid: UidString;
  rolloutAction: RolloutAction;
};
export type RollbackRolloutApiResponse = /** status 200 Done. */ Ok;
export type RollbackRolloutApiArg = {
  uid: UidString;
  rolloutRollback: RolloutRollback;
};
export type IncludeRolloutStoresApiResponse = /** status 200 Done. */ Ok;
export type IncludeRolloutStoresApiArg = {
  uid: UidString;
  rolloutStoreChoice: RolloutStoreChoice;
};
export type GetRolloutSettingsApiResponse =
  /** status 200 The settings; a context never saved advances no wave by itself. */ RolloutSettings;
export type GetRolloutSettingsApiArg = {
  contextId: ContextKey;
};
export type SaveRolloutSettingsApiResponse = /** status 200 Done. */ Ok;
export type SaveRolloutSettingsApiArg = {
  rolloutSettings: RolloutSettings;
};
export type RolloutState =
  | "draft"
  | "running"
  | "waitingForApproval"
  | "paused"
  | "finished"
  | "cancelled";
export type RolloutSummary = {
  uid: string;
  /** The context's key. */
  contextId: string;
  contextName: string;
  updateUid: string;
  updateKind: "cashpoint" | "store";
  updateFilename: string;
  state: RolloutState;
  /** Why it is paused, in German (a person's reason or the gate that held). */
  pauseReason: string | null;
  /** The login of the plan's author. */
  author: string;
  /** The author's name as the console shows people ('Anna Admin'); null when the account is gone. */
  authorName: string | null;
  createdAt: string;
  /** The wave running, waiting or last done (1 is the first; 0 before the start). */
  currentWave: number;
  waveCount: number;
  /** The current wave's name. */
  waveName: string | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type UidString = string;
export type CashpointReportFilter = {
  columns?: string[];
  warningsOnly?: boolean;
  filters?: {
    [key: string]: string;
  };
};
export type WavePlan = {
  name: string;
  pilot?: boolean;
  storeUids?: UidString[];
  /** Above 0 (the server refuses 0 with a German message naming the wave). */
  sharePercent?: number;
  filter?: CashpointReportFilter;
  soakHours: number;
  minSuccessPercent: number;
  maxFailurePercent: number;
  /** Register updates: the share of the wave's stores (of those whose close is due) whose next day close after the install succeeded, at least (the gate dayClose); 98 when absent. */
  minDayClosePercent?: number;
  /** Whether a second person must approve before this wave starts. */
  requireApproval: boolean;
};
export type RolloutPlan = {
  contextId: ContextKey;
  updateUid: UidString;
  waves: WavePlan[];
};
export type WaveState =
  | "pending"
  | "running"
  | "soaking"
  | "waitingForApproval"
  | "paused"
  | "done"
  | "cancelled";
export type RolloutCounts = {
  stores: number;
  targets: number;
  waitingForWindow: number;
  due: number;
  installing: number;
  installed: number;
  failed: number;
  offline: number;
  rolledBack: number;
};
export type RolloutGateKind =
  | "successShare"
  | "failureShare"
  | "heartbeatAfterInstall"
  | "alertRise"
  | "dayClose"
  | "soak";
export type RolloutGateState =
  "holds" | "fails" | "pending" | "unmeasurable" | "overridden";
export type RolloutGateStore = {
  uid: string;
  storeId: string;
};
export type RolloutGateOverride = {
  /** The login of who overrode it. */
  by: string;
  /** Who overrode it as the console names people ('Anna Admin'); the login when the name is blank. Only in a rollout's detail. */
  byName?: string;
  at: string;
  comment: string;
  /** The gate's value then: its new baseline. */
  value: number;
};
export type RolloutGate = {
  kind: RolloutGateKind;
  value: number;
  threshold: number;
  /** False only for state fails. */
  holds: boolean;
  state: RolloutGateState;
  /** Stores of the wave that cannot measure the gate (dayClose: no store server); they count neither way. */
  unmeasurable?: number;
  /** The stores behind a failing or overridden gate (alertRise, dayClose, heartbeatAfterInstall), the first 50. */
  stores?: RolloutGateStore[];
  /** alertRise: the alert kinds it counts (the Alarme page filters by them). */
  alertKinds?: string[];
  override?: RolloutGateOverride;
};
export type RolloutWave = {
  /** 1 is the first wave. */
  number: number;
  name: string;
  state: WaveState;
  selection: WavePlan;
  soakHours: number;
  minSuccessPercent: number;
  maxFailurePercent: number;
  requireApproval: boolean;
  startedAt: string | null;
  soakUntil: string | null;
  /** When its installs are expected to end, from the pace so far (installs ended per hour since the wave started; the stores' update windows are not considered). */
  estimatedEnd: string | null;
  /** The approver's login. */
  approvedBy: string | null;
  /** The approver's name as the console shows people; null without an approval or when the account is gone. */
  approvedByName: string | null;
  approvedAt: string | null;
  approvalComment: string | null;
  counts: RolloutCounts;
  gates: RolloutGate[];
  /** A wave not started yet (null once started): what it would take if it started now, from the plan as it is and the stores earlier waves took or will take. */
  planned: {
    stores: number;
    /** Registers of a register update, store servers of a store update. */
    targets: number;
  } | null;
};
export type RolloutDetail = RolloutSummary & {
  /** 'manual', or the gate kind that paused it. */
  pauseCause: string | null;
  /** Whether the asking user may approve the waiting wave (holds the right and is not the author). */
  mayApprove: boolean;
  /** Whether the context lets a wave without required approval start when every gate holds. */
  autoAdvance: boolean;
  waves: RolloutWave[];
};
export type RolloutStoreState =
  | "pending"
  | "waitingForWindow"
  | "due"
  | "installing"
  | "installed"
  | "failed"
  | "offline"
  | "rolledBack";
export type RolloutStore = {
  storeUid: string;
  storeId: string;
  storeName: string | null;
  /** Its wave (1 is the first); null while no started wave took it. */
  wave: number | null;
  state: RolloutStoreState;
  targets: number;
  installed: number;
  failed: number;
  rolledBack: boolean;
};
export type RolloutPreflightWave = {
  /** 1 is the first wave. */
  number: number;
  name: string;
  /** The stores the wave would take if it started now (after the waves before it). */
  stores: number;
  /** The registers in those stores. */
  cashpoints: number;
  /** The store servers in those stores. */
  storeServers: number;
  /** What the update reaches there: the registers (register update) or the store servers (store update). */
  targets: number;
  /** Of those targets, the share in percent (one decimal) not heard from within OFFLINE_AFTER_SECONDS. */
  offlineShare: number;
  /** Whether the wave waits for a second person before it starts: the wave asks for it, or (waves after the first) the context does not start waves by itself (rollout settings' autoAdvance off). */
  approvalNeeded: boolean;
  /** Gates some of the wave's stores cannot measure, with how many: dayClose (register update) in stores without a store server, which reports the day close. Since 6.0.0 no longer alertRise: the gate watches the registers' devices and receipts too. */
  unmeasurable: {
    gate: RolloutGateKind;
    stores: number;
  }[];
};
export type RolloutPreflight = {
  waves: RolloutPreflightWave[];
  /** The update's release time; null when it has none (released at once). */
  releaseAt: string | null;
  /** The release time lies after now: a start is refused unless `releaseNow`. */
  releaseInFuture: boolean;
  /** When the first store of wave 1 may install at the earliest: now or the release time, whichever is later, moved to the first update window that opens among the wave's stores; null when wave 1 takes no store or no window opens within the calendar's horizon. */
  earliestStart: string | null;
};
export type Ok = {
  ok: boolean;
};
export type RolloutStart = {
  contextId: ContextKey;
  /** The update's release time lies in the future: set it to now and start (audited as a change of the update). Without it such a start is 409. */
  releaseNow?: boolean;
};
export type RolloutApproval = {
  contextId: ContextKey;
  comment: string;
  /** Approve despite failing gates (the comment then needs at least 10 characters). */
  overrideGates?: boolean;
};
export type RolloutPause = {
  contextId: ContextKey;
  reason: string;
};
export type RolloutResume = {
  contextId: ContextKey;
  /** Why, when overriding failing gates (at least 10 characters then). */
  comment?: string;
  /** 'Trotz Prüfung fortsetzen': resume despite failing gates. */
  overrideGates?: boolean;
};
export type RolloutAction = {
  contextId: ContextKey;
};
export type RolloutRollback = {
  contextId: ContextKey;
  wave?: number;
  storeUids?: UidString[];
  /** 'sofort': install the previous version at once, not in the next update window. */
  immediately?: boolean;
};
export type RolloutStoreChoice = {
  contextId: ContextKey;
  storeUids: UidString[];
};
export type RolloutSettings = {
  contextId: ContextKey;
  /** A wave that requires no approval starts by itself when every gate of the one before holds; off: every next wave waits for an approval. */
  autoAdvance: boolean;
};
export const {
  useGetRolloutsQuery,
  useLazyGetRolloutsQuery,
  useGetRolloutsAwaitingApprovalQuery,
  useLazyGetRolloutsAwaitingApprovalQuery,
  useSaveRolloutMutation,
  useGetRolloutQuery,
  useLazyGetRolloutQuery,
  useGetRolloutStoresQuery,
  useLazyGetRolloutStoresQuery,
  useGetRolloutPreflightQuery,
  useLazyGetRolloutPreflightQuery,
  useStartRolloutMutation,
  useApproveRolloutMutation,
  usePauseRolloutMutation,
  useResumeRolloutMutation,
  useCancelRolloutMutation,
  useRollbackRolloutMutation,
  useIncludeRolloutStoresMutation,
  useGetRolloutSettingsQuery,
  useLazyGetRolloutSettingsQuery,
  useSaveRolloutSettingsMutation,
} = injectedRtkApi;
