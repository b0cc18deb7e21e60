import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import * as yup from 'yup';
import {
  useApproveActionMutation,
  useCancelActionMutation,
  useRetryFailedActionsMutation,
  type ActionDetail,
} from '../../api/actions';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PromptDialog } from '../../components/PromptDialog';
import { toastRefusal } from '../../components/rollouts/failure';
import { showToast } from '../../lib/toasts';
import { actionLimits, actionRight } from '../../../shared/actions/catalogue';
import { hasRights } from '../../../shared/rights';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

const t = actionPageTexts.actionsPage;
const a = actionTexts.actions;
const commentSchema = yup
  .string()
  .trim()
  .required(t.commentRequired)
  .max(actionLimits.maxApprovalComment, t.tooLong(actionLimits.maxApprovalComment));

/** States of a target that has not started: 'Abbrechen' takes these. */
const notStarted = ['waitingForApproval', 'waitingForReceipt', 'waitingForWindow', 'waitingForSlot', 'queued', 'sent'];

/**
 * What may be done with a request: 'Freigeben' with a comment (four eyes: shown only when the server
 * says this user may; otherwise the wait names who must), 'Fehlgeschlagene wiederholen' while some
 * target failed, 'Abbrechen' while some target has not started.
 */
export function ActionButtons({ action, contextId }: { action: ActionDetail; contextId: string }) {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const [approve, approveState] = useApproveActionMutation();
  const [cancel, cancelState] = useCancelActionMutation();
  const [retry, retryState] = useRetryFailedActionsMutation();
  const [dialog, setDialog] = useState<'approve' | 'cancel'>();
  const busy = approveState.isLoading || cancelState.isLoading || retryState.isLoading;
  const mayRun = hasRights(session?.rights, [actionRight(action.kind)]);
  const waiting = action.state === 'waitingForApproval';
  const failed = action.counts.failed ?? 0;
  const open = notStarted.some((s) => (action.counts[s as keyof typeof action.counts] ?? 0) > 0);
  const body = { contextId };

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      dispatch(showToast('success', done));
      return true;
    } catch (error) {
      toastRefusal(dispatch, error);
      return false;
    }
  };
  const hint =
    waiting && !action.mayApprove
      ? session && `${session.user.firstName} ${session.user.lastName}` === action.requestedBy
        ? t.requesterMayNotApprove
        : t.noApproveRight
      : undefined;

  return (
    <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label={t.buttons}>
      {waiting && <p className="w-100 mb-0">{t.waitsForApproval}</p>}
      {waiting && action.mayApprove && (
        <Button variant="success" onClick={() => setDialog('approve')} disabled={busy}>
          {t.approve}
        </Button>
      )}
      {mayRun && failed > 0 && action.state !== 'cancelled' && (
        <Button
          variant="outline-primary"
          disabled={busy}
          onClick={() => void run(() => retry({ uid: action.uid, actionRetryForm: body }).unwrap(), t.done.retry)}
        >
          {t.retryFailed}
        </Button>
      )}
      {mayRun && open && (action.state === 'active' || waiting) && (
        <Button variant="outline-danger" onClick={() => setDialog('cancel')} disabled={busy}>
          {t.cancel}
        </Button>
      )}
      {hint && (
        <span className="small text-body-secondary" data-testid="approval-hint">
          {hint}
        </span>
      )}
      {dialog === 'approve' && (
        <PromptDialog
          title={t.approveTitle}
          intro={t.approveIntro(a.kinds[action.kind] ?? action.kind, action.total)}
          label={t.comment}
          schema={commentSchema}
          multiline
          submitLabel={t.approve}
          variant="primary"
          onSubmit={(comment) =>
            run(() => approve({ uid: action.uid, actionApproval: { ...body, comment } }).unwrap(), t.done.approve)
          }
          onHide={() => setDialog(undefined)}
        />
      )}
      <ConfirmDialog
        show={dialog === 'cancel'}
        title={t.cancelTitle}
        message={t.cancelQuestion}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        busy={busy}
        onCancel={() => setDialog(undefined)}
        onConfirm={() =>
          void run(() => cancel({ uid: action.uid, actionContextBody: body }).unwrap(), t.done.cancel).then(() =>
            setDialog(undefined),
          )
        }
      />
    </div>
  );
}
