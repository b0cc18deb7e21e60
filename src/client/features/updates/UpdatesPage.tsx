import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { updatesApi, type Syncfile, type UpdatesBase } from '../../api';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../app/rights';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ContextPicker, useContextId } from '../../components/ContextPicker';
import { PageWrapper } from '../../components/PageWrapper';
import { texts } from '../../texts/de';
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

/** Spec 2.7: the updates of a context for one base (register or store updates). */
export function UpdatesPage({ base, title }: Props) {
  const contextId = useContextId();
  const rights = useAppSelector(selectSession)?.rights;
  const canChange = hasRights(rights, ['UPDATES_CHANGE']);
  const canOrder = hasRights(rights, ['UPDATES_ORDER_CHANGE']);
  const { showArchived, editOrder, setShowArchived, setEditOrder } = useUpdatesView();
  const { data, isLoading } = updatesApi[base].useList(
    { contextId: contextId ?? '', showArchivedUpdates: showArchived },
    { skip: !contextId },
  );
  const { ask, move, dialog } = useUpdateActions(base, contextId);
  const [uploading, setUploading] = useState(false);
  const [detailOf, setDetailOf] = useState<string | null>(null);
  const closeDetail = useCallback(() => setDetailOf(null), []);

  // The server leaves archived updates out unless asked; filtering here too keeps a stale reply
  // from the other switch position from flashing archived rows.
  const all = data?.syncfiles ?? noRows;
  const rows = useMemo(() => (showArchived ? all : all.filter((s) => !s.archived)), [all, showArchived]);

  const actions = useMemo<RowActionsValue>(
    () => ({
      canChange,
      canOrder,
      editOrder,
      count: all.length,
      openDetail: (s) => setDetailOf(s.filename),
      ask,
      move: (direction, s) => void move(direction, s),
    }),
    [canChange, canOrder, editOrder, all.length, ask, move],
  );

  const toolbar = (
    <>
      <Form.Check
        type="switch"
        role="switch"
        id={`${base}-show-archived`}
        label={texts.updates.showArchived}
        checked={showArchived}
        disabled={editOrder}
        onChange={(e) => setShowArchived(e.target.checked)}
      />
      <Form.Check
        type="switch"
        role="switch"
        id={`${base}-edit-order`}
        label={texts.updates.editOrder}
        checked={editOrder}
        disabled={!canOrder}
        onChange={(e) => setEditOrder(e.target.checked)}
      />
      <Button variant="primary" disabled={!contextId || !canChange} onClick={() => setUploading(true)}>
        {texts.updates.newUpdate}
      </Button>
    </>
  );

  return (
    <PageWrapper title={title} contextPicker={<ContextPicker />} toolbar={toolbar} loading={isLoading}>
      {contextId ? (
        <RowActionsContext.Provider value={actions}>
          <UpdatesTable rows={rows} />
        </RowActionsContext.Provider>
      ) : (
        <p className="text-body-secondary">{texts.updates.noContext}</p>
      )}
      {dialog && <ConfirmDialog show {...dialog} />}
      <Suspense fallback={null}>
        {uploading && contextId && (
          <UploadDialog base={base} contextId={contextId} onClose={() => setUploading(false)} />
        )}
        {detailOf && contextId && (
          <DetailDialog
            base={base}
            contextId={contextId}
            filename={detailOf}
            canSave={canChange}
            onClose={closeDetail}
          />
        )}
      </Suspense>
    </PageWrapper>
  );
}
