// The rollouts area: plans, their progress, the actions on them and the context's rollout settings.
import { rolloutsApi } from './endpoints.gen';

// One tag for everything a rollout shows: every action changes its state, its waves' counts, its
// stores' states and what the start page lists, so an action refetches whatever of these is on
// screen. The settings have their own tag: switching them changes no rollout's state at once.
const rollouts = rolloutsApi.enhanceEndpoints({
  // The update lists' tags too: a start makes the update Aktiv, which its list shows.
  addTagTypes: ['rollouts', 'rolloutSettings', 'cashpoint-updates', 'store-updates'],
  endpoints: {
    getRollouts: { providesTags: ['rollouts'] },
    getRolloutsAwaitingApproval: { providesTags: ['rollouts'] },
    getRollout: { providesTags: ['rollouts'] },
    getRolloutStores: { providesTags: ['rollouts'] },
    // The pre-flight reads the plan and the context's setting (which waves wait for a person).
    getRolloutPreflight: { providesTags: ['rollouts', 'rolloutSettings'] },
    getRolloutSettings: { providesTags: ['rolloutSettings'] },
    // The update lists show each update's rollout (state, wave, installs): every change refetches them.
    saveRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    startRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    approveRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    pauseRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    resumeRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    cancelRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    rollbackRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    includeRolloutStores: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    // The detail shows the context's setting (autoAdvance) too.
    saveRolloutSettings: { invalidatesTags: ['rolloutSettings', 'rollouts'] },
  },
});
export const {
  useGetRolloutsQuery,
  useGetRolloutsAwaitingApprovalQuery,
  useGetRolloutQuery,
  useGetRolloutStoresQuery,
  useGetRolloutSettingsQuery,
  useGetRolloutPreflightQuery,
  useSaveRolloutMutation,
  useStartRolloutMutation,
  useApproveRolloutMutation,
  usePauseRolloutMutation,
  useResumeRolloutMutation,
  useCancelRolloutMutation,
  useRollbackRolloutMutation,
  useIncludeRolloutStoresMutation,
  useSaveRolloutSettingsMutation,
} = rollouts;
export type {
  RolloutSummary,
  RolloutDetail,
  RolloutState,
  WaveState,
  RolloutStoreState,
  RolloutGateKind,
  RolloutCounts,
  RolloutWave,
  RolloutGate,
  RolloutStore,
  WavePlan,
  RolloutPlan,
  CashpointReportFilter,
  RolloutPreflight,
  RolloutPreflightWave,
} from './endpoints.gen';
