// The rollouts area: plans, their progress, the actions on them and the context's rollout settings.
import { rolloutsApi } from './endpoints.gen';

// One tag for everything a rollout shows: every action changes its state, its waves' counts and
// what the start page lists. (Helper D refines it.)
const rollouts = rolloutsApi.enhanceEndpoints({
  addTagTypes: ['rollouts'],
  endpoints: {
    getRollouts: { providesTags: ['rollouts'] },
    getRolloutsAwaitingApproval: { providesTags: ['rollouts'] },
    getRollout: { providesTags: ['rollouts'] },
    getRolloutStores: { providesTags: ['rollouts'] },
    getRolloutSettings: { providesTags: ['rollouts'] },
    saveRollout: { invalidatesTags: ['rollouts'] },
    startRollout: { invalidatesTags: ['rollouts'] },
    approveRollout: { invalidatesTags: ['rollouts'] },
    pauseRollout: { invalidatesTags: ['rollouts'] },
    resumeRollout: { invalidatesTags: ['rollouts'] },
    cancelRollout: { invalidatesTags: ['rollouts'] },
    rollbackRollout: { invalidatesTags: ['rollouts'] },
    includeRolloutStores: { invalidatesTags: ['rollouts'] },
    saveRolloutSettings: { invalidatesTags: ['rollouts'] },
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
  RolloutWave,
  RolloutGate,
  RolloutStore,
  WavePlan,
  RolloutPlan,
} from './endpoints.gen';
