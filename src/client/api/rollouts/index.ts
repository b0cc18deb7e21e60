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
    getRolloutSettings: { providesTags: ['rolloutSettings'] },
    saveRollout: { invalidatesTags: ['rollouts'] },
    startRollout: { invalidatesTags: ['rollouts', 'cashpoint-updates', 'store-updates'] },
    approveRollout: { invalidatesTags: ['rollouts'] },
    pauseRollout: { invalidatesTags: ['rollouts'] },
    resumeRollout: { invalidatesTags: ['rollouts'] },
    cancelRollout: { invalidatesTags: ['rollouts'] },
    rollbackRollout: { invalidatesTags: ['rollouts'] },
    includeRolloutStores: { invalidatesTags: ['rollouts'] },
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
} from './endpoints.gen';
