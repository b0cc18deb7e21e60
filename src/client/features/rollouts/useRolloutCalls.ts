import { useCallback } from 'react';
import {
  useApproveRolloutMutation,
  useCancelRolloutMutation,
  useIncludeRolloutStoresMutation,
  usePauseRolloutMutation,
  useResumeRolloutMutation,
  useRollbackRolloutMutation,
} from '../../api/rollouts';
import { useAppDispatch } from '../../app/hooks';
import { toastRefusal } from '../../components/rollouts/failure';
import { showToast } from '../../lib/toasts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const done = rolloutTexts.rollouts.done;

/**
 * The actions on one rollout (the start is the pre-flight dialog's own), each resolving true when the server did it (with a success toast) and
 * false when it refused (with its German message as a toast).
 */
export function useRolloutCalls(uid: string, contextId: string) {
  const dispatch = useAppDispatch();
  const [approve, approveState] = useApproveRolloutMutation();
  const [pause, pauseState] = usePauseRolloutMutation();
  const [resume, resumeState] = useResumeRolloutMutation();
  const [cancel, cancelState] = useCancelRolloutMutation();
  const [rollback, rollbackState] = useRollbackRolloutMutation();
  const [include, includeState] = useIncludeRolloutStoresMutation();

  const run = useCallback(
    async (call: () => Promise<unknown>, success: string) => {
      try {
        await call();
        dispatch(showToast('success', success));
        return true;
      } catch (error) {
        toastRefusal(dispatch, error);
        return false;
      }
    },
    [dispatch],
  );

  const action = { contextId };
  return {
    busy: [approveState, pauseState, resumeState, cancelState, rollbackState, includeState].some((s) => s.isLoading),
    /** With `overrideGates` when the approver decides against failing gates (the server wants it said). */
    approve: (comment: string, overrideGates = false) =>
      run(
        () =>
          approve({
            uid,
            rolloutApproval: { contextId, comment, ...(overrideGates ? { overrideGates } : {}) },
          }).unwrap(),
        done.approve,
      ),
    pause: (reason: string) => run(() => pause({ uid, rolloutPause: { contextId, reason } }).unwrap(), done.pause),
    resume: () => run(() => resume({ uid, rolloutResume: action }).unwrap(), done.resume),
    /** 'Trotz Prüfung fortsetzen': the failing gates overridden, with the person's reason. */
    resumeDespite: (comment: string) =>
      run(
        () => resume({ uid, rolloutResume: { contextId, comment, overrideGates: true } }).unwrap(),
        rolloutTexts.rollouts.overrideDone,
      ),
    cancel: () => run(() => cancel({ uid, rolloutAction: action }).unwrap(), done.cancel),
    rollback: (target: { wave: number } | { storeUids: string[] }, immediately: boolean) =>
      run(
        () =>
          rollback({
            uid,
            rolloutRollback: { contextId, ...target, ...(immediately ? { immediately: true } : {}) },
          }).unwrap(),
        done.rollback,
      ),
    include: (storeUids: string[]) =>
      run(() => include({ uid, rolloutStoreChoice: { contextId, storeUids } }).unwrap(), done.include),
  };
}

export type RolloutCalls = ReturnType<typeof useRolloutCalls>;
