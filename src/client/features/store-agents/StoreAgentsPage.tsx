import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Navigate } from 'react-router-dom';
import { isHandledError } from '../../api/replyHandling';
import {
  refreshStoreAgents,
  useDeleteStoreAgentMutation,
  useGetStoreAgentsQuery,
  useUpdateStoreAgentNameMutation,
} from '../../api/store-agents';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { nodeKey } from '../../components/fleet/selectionHash';
import { useFleetActions, useFleetLocation } from '../../components/fleet/useFleetPage';
import { pollingIntervalMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { useLiveMark } from '../../components/fleet/liveMark';
import { showToast } from '../../lib/toasts';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ContextPicker } from '../../components/ContextPicker';
import { FleetLayout } from '../../components/fleet/FleetLayout';
import { useOpenAlertStores } from '../../components/fleet/useOpenAlertStores';
import { useMaintenance } from '../../components/alertOwnership/useAlertOwnership';
import { MaintenanceControl } from '../../components/alertOwnership/MaintenanceControl';
import { RunActionButton } from '../../components/actions/RunActionButton';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { VirtualTree } from '../../components/fleet/VirtualTree';
import { filterDebounceMs } from '../../../shared/filterDebounce';
import { PageWrapper } from '../../components/PageWrapper';
import { PromptDialog } from '../../components/PromptDialog';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { frameTexts } from '../../../shared/texts/de/frame';
import { homeTexts } from '../../../shared/texts/de/home';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeAgentTexts } from '../../../shared/texts/de/storeAgents';
import { storeNameSchema } from '../../components/fleet/schemas';
import { agentRows, type AgentRow } from './agentRows';
import { AgentRowContent } from './AgentRowContent';
import { useWaitingStores } from '../../components/calendar/useWaitingStores';
import { StoreAgentDetails } from './StoreAgentDetails';
import { useHealthMarks } from '../../components/storeHealth/useHealthMarks';
import { storeHealthOf } from '../../components/storeHealth/healthMarks';
import { useTreeShow } from '../../components/fleet/treeShow';
import { FilterNotice } from '../../components/fleet/FilterNotice';

const t = storeAgentTexts.storeAgents;
const none: never[] = [];

/** The store servers of a context, with their checks, services and version history. */
export function StoreAgentsPage() {
  // The hash may name a register (a link from the register page); this page shows stores only.
  const { contextId, selection, redirect } = useFleetLocation((hash) => !hash.posId);
  if (redirect) return <Navigate replace to={redirect} />;
  return <StoreAgentsView contextId={contextId} selectedStoreId={selection?.storeId} />;
}

function StoreAgentsView({ contextId, selectedStoreId }: { contextId: string | undefined; selectedStoreId?: string }) {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const filterId = useId();
  const canChange = hasRights(session?.rights, ['CASHPOINTS_CHANGE']);
  // Only the chosen context's own reply: while another context's tree loads, the page shows its
  // spinner, not the stores of the context it came from under the new name.
  const {
    currentData: data,
    isFetching,
    refetch,
    fulfilledTimeStamp,
  } = useGetStoreAgentsQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: usePolling(pollingIntervalMs),
  });
  const liveMark = useLiveMark();
  const isLoading = data === undefined && isFetching;
  const agents = data?.storeAgents ?? none;
  const alerted = useOpenAlertStores(contextId);
  const marks = useHealthMarks(contextId);
  const maintenance = useMaintenance(contextId);
  const waiting = useWaitingStores(contextId);
  const [draft, setDraft] = useState('');
  const filter = useDeferredValue(useDebouncedValue(draft, filterDebounceMs));
  // A link of the start page narrows the tree to the store servers offline (`show=offline`).
  const [show, clearShow] = useTreeShow(['offline']);
  const shownAgents = useMemo(() => (show ? agents.filter((a) => a.offline) : agents), [agents, show]);
  const rows = useMemo(() => agentRows(shownAgents, filter), [shownAgents, filter]);
  const [dialog, setDialog] = useState<'rename' | 'delete' | undefined>();
  const [deleteAgent] = useDeleteStoreAgentMutation();
  const [updateName] = useUpdateStoreAgentNameMutation();

  const fleet = useFleetActions(refetch, refreshStoreAgents);
  const select = (storeId: string | undefined) =>
    fleet.select(storeId ? { contextId: contextId!, storeId } : undefined);
  const selectedAgent = selectedStoreId ? agents.find((a) => a.storeId === selectedStoreId) : undefined;

  const rename = async (name: string) => {
    try {
      await updateName({ body: { contextId: contextId!, storeId: selectedStoreId!, storeName: name } }).unwrap();
      dispatch(showToast('success', messageTexts.success.storeNameChanged));
      return true;
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', messageTexts.errors.storeAgentNameFailed));
      return false;
    }
  };
  const remove = async () => {
    setDialog(undefined);
    try {
      await deleteAgent({ body: { contextId: contextId!, storeId: selectedStoreId! } }).unwrap();
      dispatch(showToast('success', t.deleted));
      select(undefined);
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', messageTexts.errors.unknown));
    }
  };

  const toolbar = (
    <>
      <Form.Group controlId={filterId} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{fleetTexts.fleet.filterLabel}</Form.Label>
        <Form.Control
          type="search"
          value={draft}
          placeholder={t.filterPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
        />
      </Form.Group>
      <Button variant="outline-primary" onClick={() => void fleet.refresh()} disabled={!contextId || isFetching}>
        {fleetTexts.fleet.refresh}
      </Button>
    </>
  );

  return (
    <PageWrapper
      title={frameTexts.pages.storeAgents}
      contextPicker={<ContextPicker />}
      toolbar={toolbar}
      loading={isLoading}
      updatedAt={fulfilledTimeStamp}
    >
      <FleetLayout
        treeColumn="col-lg-5"
        detailsColumn="col-lg-7"
        treeWidth="33rem"
        selectedKey={selectedStoreId}
        tree={
          <>
            {show && <FilterNotice what={homeTexts.pageFilter.treeShow[show]} onClear={clearShow} />}
            <p className="small text-body-secondary mb-2" aria-live="polite">
              {filter.trim() || show ? t.shown(rows.length, agents.length) : t.counts(agents.length)}
            </p>
            {rows.length === 0 ? (
              <p className="text-body-secondary">{filter.trim() ? fleetTexts.fleet.noMatch : t.empty}</p>
            ) : (
              <VirtualTree<AgentRow>
                label={t.treeLabel}
                rows={rows}
                selectedKey={selectedStoreId ? nodeKey(selectedStoreId) : undefined}
                onSelect={(row) => select(row.agent.storeId)}
                rowClassName={(row) => liveMark(row.agent.uid)}
                renderRow={(row) => (
                  <AgentRowContent
                    agent={row.agent}
                    alerted={alerted.has(row.agent.storeUid)}
                    health={marks && storeHealthOf(marks, row.agent.storeUid)}
                    waiting={waiting.get(row.agent.storeUid)}
                    maintenance={maintenance.stores.get(row.agent.storeUid)}
                  />
                )}
              />
            )}
          </>
        }
        details={
          !selectedStoreId || !contextId ? (
            <p className="text-body-secondary">{t.nothingSelected}</p>
          ) : !selectedAgent ? (
            data && <p className="text-body-secondary">{t.notFound}</p>
          ) : (
            <StoreAgentDetails
              contextId={contextId}
              storeId={selectedAgent.storeId}
              actions={
                <>
                  <RunActionButton
                    size="sm"
                    selection={() => ({
                      contextId,
                      label: actionPageTexts.actionsPage.storeServer(selectedAgent.storeId),
                      targets: { storeAgent: { storeAgentUids: [selectedAgent.uid] } },
                    })}
                  />
                  <MaintenanceControl
                    contextId={contextId}
                    storeUid={selectedAgent.storeUid}
                    what={cashpointTexts.cashpoints.store(selectedAgent.storeId)}
                    maintenance={maintenance.stores.get(selectedAgent.storeUid)}
                  />
                  {canChange && (
                    <>
                      <Button size="sm" variant="outline-secondary" onClick={() => setDialog('rename')}>
                        {t.changeName}
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDialog('delete')}>
                        {t.delete}
                      </Button>
                    </>
                  )}
                </>
              }
            />
          )
        }
      />
      {dialog === 'rename' && selectedAgent && (
        <PromptDialog
          title={t.nameTitle(selectedAgent.storeId)}
          label={fleetTexts.fleet.storeNameLabel}
          submitLabel={messageTexts.dialog.save}
          initialValue={selectedAgent.name ?? ''}
          schema={storeNameSchema}
          onHide={() => setDialog(undefined)}
          onSubmit={rename}
        />
      )}
      <ConfirmDialog
        show={dialog === 'delete' && !!selectedAgent}
        title={selectedStoreId ? t.deleteTitleOf(selectedStoreId) : t.delete}
        message={t.confirmDelete(selectedStoreId ?? '')}
        onCancel={() => setDialog(undefined)}
        onConfirm={() => void remove()}
      />
    </PageWrapper>
  );
}
