// Remote actions (issue 49): the catalogue, the dry run, the requests with their targets, and a
// register's or store server's history of them.
import { actionsApi } from './endpoints.gen';

// One tag for everything the actions show: a request, approval, cancel or retry changes the list,
// the request's targets and the targets' histories at once.
const actions = actionsApi.enhanceEndpoints({
  addTagTypes: ['actions'],
  endpoints: {
    getActions: { providesTags: ['actions'] },
    getAction: { providesTags: ['actions'] },
    getActionHistory: { providesTags: ['actions'] },
    // The dry run changes nothing.
    previewAction: { invalidatesTags: [] },
    requestAction: { invalidatesTags: ['actions'] },
    approveAction: { invalidatesTags: ['actions'] },
    cancelAction: { invalidatesTags: ['actions'] },
    retryFailedActions: { invalidatesTags: ['actions'] },
  },
});
export const {
  useGetActionKindsQuery,
  usePreviewActionMutation,
  useRequestActionMutation,
  useGetActionsQuery,
  useGetActionQuery,
  useGetActionHistoryQuery,
  useApproveActionMutation,
  useCancelActionMutation,
  useRetryFailedActionsMutation,
} = actions;
export type {
  ActionKind,
  ActionKindInfo,
  ActionTargetKind,
  ActionTargetState,
  ActionRequestState,
  ActionHold,
  ActionTargets,
  ActionPreview,
  ActionPreviewForm,
  ActionPreviewTarget,
  ActionSummary,
  ActionDetail,
  ActionTarget,
  ActionHistoryEntry,
  ActionCounts,
} from './endpoints.gen';

/**
 * The address that downloads a target's collected log bundle: a plain link (the browser saves the
 * file; with S3 the console redirects it to the store), not a fetch through the store.
 */
export const bundleHref = (uid: string, targetUid: string, contextId: string) =>
  `/api/frontend/actions/${encodeURIComponent(uid)}/targets/${encodeURIComponent(targetUid)}/bundle?contextId=${encodeURIComponent(contextId)}`;
