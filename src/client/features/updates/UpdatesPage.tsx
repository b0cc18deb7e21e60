import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { updatesApi, type UpdatesBase } from './updatesApi';
import type { Syncfile } from '../../api/cashpoints';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ContextPicker, useContextId } from '../../components/ContextPicker';
import { PageWrapper } from '../../components/PageWrapper';
import { updateTexts } from '../../../shared/texts/de/updates';
import { RowActionsContext, type RowActionsValue } from './rowActionsContext';
import { UpdatesTable } from './UpdatesTable';
import { useUpdateActions } from './useUpdateActions';
import { useUpdatesView } from './useUpdatesView';
import './updates.css';

// The dialogs (forms, date picker, target tree) load when first opened, keeping the page chunk small.
const UploadDialog = lazy(() => import('./UploadDialog').then((m) => ({ default: m.UploadDialog })));
const DetailDialog = lazy(() => import('./DetailDialog').then((m) => ({ default: m.DetailDialog })));

const noRows: Syncfile[] = [];

interface Props {
  base: UpdatesBase;
  title: string;
}

/** The updates of a context for one base (register or store updates). */
export function UpdatesPage({ base, title }: Props) {
  const contextId = useContextId();
  const rights = useAppSelector(selectSession)?.rights;
  const canChange = hasRights(rights, ['UPDATES_CHANGE']);
  const canOrder = hasRights(rights, ['UPDATES_ORDER_CHANGE']);
  const { showArchived, editOrder, setShowArchived, setEditOrder } = useUpdatesView(canOrder);
  // currentData, not data: after a context switch the old context's rows must not stay clickable
  // (their actions would go out with the new contextId) while the new list loads.
  const { currentData, isFetching } = updatesApi[base].useList(
    { contextId: contextId ?? '', showArchivedUpdates: showArchived },
    { skip: !contextId },
  );
  const { ask, move, dialog } = useUpdateActions(base, contextId);
  const [uploading, setUploading] = useState(false);
  const [detailOf, setDetailOf] = useState<string | null>(null);
  // A link (the search's) names an update to open: `update=<file name>`, dropped when it closes.
  const [params, setParams] = useSearchParams();
  const linked = params.get('update');
  const shownDetail = detailOf ?? linked;
  const closeDetail = useCallback(() => {
    setDetailOf(null);
    setParams(
      (p) => {
        p.delete('update');
        return p;
      },
      { replace: true },
    );
  }, [setParams]);

  const rows = currentData?.syncfiles ?? noRows;

  const actions = useMemo<RowActionsValue>(
    () => ({
      canChange,
      canOrder,
      editOrder,
      count: rows.length,
      openDetail: (s) => setDetailOf(s.filename),
      ask,
      move: (direction, s) => void move(direction, s),
    }),
    [canChange, canOrder, editOrder, rows.length, ask, move],
  );

  const toolbar = (
    <>
      <Form.Check
        type="switch"
        role="switch"
        id={`${base}-show-archived`}
        label={updateTexts.updates.showArchived}
        checked={showArchived}
        disabled={editOrder}
        onChange={(e) => setShowArchived(e.target.checked)}
      />
      <Form.Check
        type="switch"
        role="switch"
        id={`${base}-edit-order`}
        label={updateTexts.updates.editOrder}
        checked={editOrder}
        disabled={!canOrder}
        onChange={(e) => setEditOrder(e.target.checked)}
      />
      <Button variant="primary" disabled={!contextId || !canChange} onClick={() => setUploading(true)}>
        {updateTexts.updates.newUpdate}
      </Button>
    </>
  );

  return (
    <PageWrapper title={title} contextPicker={<ContextPicker />} toolbar={toolbar} loading={isFetching && !currentData}>
      {contextId ? (
        <RowActionsContext.Provider value={actions}>
          <UpdatesTable rows={rows} />
        </RowActionsContext.Provider>
      ) : (
        <p className="text-body-secondary">{updateTexts.updates.noContext}</p>
      )}
      {dialog && <ConfirmDialog show {...dialog} />}
      <Suspense fallback={null}>
        {uploading && contextId && (
          <UploadDialog base={base} contextId={contextId} onClose={() => setUploading(false)} />
        )}
        {shownDetail && contextId && (
          <DetailDialog
            base={base}
            contextId={contextId}
            filename={shownDetail}
            canSave={canChange}
            onClose={closeDetail}
          />
        )}
      </Suspense>
    </PageWrapper>
  );
}
