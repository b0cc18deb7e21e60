import { useState } from 'react';
import { useDeleteTseSwapPlanMutation, type TseRow } from '../../api/fiscal';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TseHistoryDialog } from '../../components/fiscal/TseHistoryDialog';
import { germanDay } from '../../components/fiscal/tseFormat';
import { showToast } from '../../lib/toasts';
import { hasRights } from '../../../shared/rights';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';
import { messageTexts } from '../../../shared/texts/de/messages';
import { SwapPlanDialog } from './SwapPlanDialog';
import type { TseRowActions } from './TseTable';

const t = fiscalPageTexts.fiscalPage.plan;

/**
 * The dialogs of the page's TSE rows: the history, 'Austausch planen' and the question before a plan
 * is deleted. Planning needs CASHPOINTS_CHANGE: without it the rows get no planning buttons.
 */
export function useTseDialogs(): { actions: TseRowActions; dialogs: React.ReactNode } {
  const dispatch = useAppDispatch();
  const canPlan = hasRights(useAppSelector(selectSession)?.rights, ['CASHPOINTS_CHANGE']);
  const [history, setHistory] = useState<TseRow>();
  const [planning, setPlanning] = useState<TseRow>();
  const [deleting, setDeleting] = useState<TseRow>();
  const [deletePlan, { isLoading }] = useDeleteTseSwapPlanMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePlan({ serial: deleting.serial, body: { contextId: deleting.contextId } }).unwrap();
      dispatch(showToast('success', t.deleted));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? messageTexts.errors.server));
    }
    setDeleting(undefined);
  };

  const actions: TseRowActions = {
    onHistory: setHistory,
    ...(canPlan ? { onPlan: setPlanning, onDeletePlan: setDeleting } : {}),
  };
  const dialogs = (
    <>
      {history && (
        <TseHistoryDialog serial={history.serial} contextId={history.contextId} onHide={() => setHistory(undefined)} />
      )}
      {planning && <SwapPlanDialog tse={planning} onClose={() => setPlanning(undefined)} />}
      <ConfirmDialog
        show={deleting !== undefined}
        title={t.deleteTitle}
        message={deleting ? t.deleteBody(deleting.serial, germanDay(deleting.plannedSwap?.date)) : ''}
        confirmLabel={t.delete}
        cancelLabel={messageTexts.dialog.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
        busy={isLoading}
      />
    </>
  );
  return { actions, dialogs };
}
