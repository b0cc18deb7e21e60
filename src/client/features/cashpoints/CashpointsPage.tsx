import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Navigate } from 'react-router-dom';
import { refreshCashpoints, useGetCashpointTreeQuery } from '../../api/cashpoints';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { pollingIntervalMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { useLiveMark } from '../../components/fleet/liveMark';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ContextPicker } from '../../components/ContextPicker';
import { filterDebounceMs } from '../../../shared/filterDebounce';
import { PageWrapper } from '../../components/PageWrapper';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { frameTexts } from '../../../shared/texts/de/frame';
import { homeTexts } from '../../../shared/texts/de/home';
import './cashpoints.css';
import { CashpointDialogs, type DialogState } from './CashpointDialogs';
import { CashpointDetails } from './CashpointDetails';
import { nodeKey, type Selection } from '../../components/fleet/selectionHash';
import { useFleetActions, useFleetLocation } from '../../components/fleet/useFleetPage';
import { useOpenAlertStores } from '../../components/fleet/useOpenAlertStores';
import { useMaintenance } from '../../components/alertOwnership/useAlertOwnership';
import { MaintenanceControl } from '../../components/alertOwnership/MaintenanceControl';
import { StoreDetails } from './StoreDetails';
import { VirtualTree } from '../../components/fleet/VirtualTree';
import { FleetLayout } from '../../components/fleet/FleetLayout';
import { TreeRowContent } from './TreeRowContent';
import { CalendarActions } from '../../components/calendar/CalendarActions';
import { useWaitingStores } from '../../components/calendar/useWaitingStores';
import { buildSearchIndex, filterStores, flattenTree, narrowStores, type TreeRow } from './treeRows';
import { useTreeShow } from '../../components/fleet/treeShow';
import { FilterNotice } from '../../components/fleet/FilterNotice';
import { RunActionButton } from '../../components/actions/RunActionButton';
import { cashpointSelection } from './actionSelections';
import { StoreActions } from './StoreActions';
import { useHealthMarks } from '../../components/storeHealth/useHealthMarks';
import { green, registerHealthOf, storeHealthOf } from '../../components/storeHealth/healthMarks';

const t = cashpointTexts.cashpoints;
const noStores: never[] = [];
const noKeys: ReadonlySet<string> = new Set();

/** The live register tree of a context, with details, viewers and store/register changes. */
export function CashpointsPage() {
  const { contextId, selection, redirect } = useFleetLocation();
  if (redirect) return <Navigate replace to={redirect} />;
  return <CashpointsView contextId={contextId} selection={selection} />;
}

function CashpointsView({ contextId, selection }: { contextId: string | undefined; selection: Selection | undefined }) {
  const session = useAppSelector(selectSession);
  const filterId = useId();
  const canChange = hasRights(session?.rights, ['CASHPOINTS_CHANGE']);

  // Only the chosen context's own reply: while another context's tree loads, the page shows its
  // spinner, not the stores of the context it came from under the new name.
  const {
    currentData: data,
    isFetching,
    refetch,
    fulfilledTimeStamp,
  } = useGetCashpointTreeQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: usePolling(pollingIntervalMs),
  });
  const liveMark = useLiveMark();
  const isLoading = data === undefined && isFetching;
  const stores = data?.stores ?? noStores;
  const { select, refresh } = useFleetActions(refetch, refreshCashpoints);
  const alerted = useOpenAlertStores(contextId);
  const maintenance = useMaintenance(contextId);
  const marks = useHealthMarks(contextId);

  const [draft, setDraft] = useState('');
  const filter = useDeferredValue(useDebouncedValue(draft, filterDebounceMs));
  const index = useMemo(() => buildSearchIndex(stores), [stores]);
  const waiting = useWaitingStores(contextId);
  // A link of the start page narrows the tree (`show`): offline registers, maintenance, waiting stores.
  const [show, clearShow] = useTreeShow();
  const filtered = useMemo(
    () =>
      narrowStores(filterStores(index, filter), show, {
        waitingStoreUids: waiting,
        maintenanceStoreUids: maintenance.stores,
        maintenanceCashpointUids: maintenance.cashpoints,
      }),
    [index, filter, show, waiting, maintenance],
  );

  // Without a filter stores start closed; with one they start open so the matches show.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  // Stores closed by hand while filtering, for the filter they were closed under: a new filter
  // starts with all open, without a second render of the whole tree to forget the old ones.
  const [closedUnder, setClosedUnder] = useState<{ filter: string; keys: ReadonlySet<string> }>({
    filter: '',
    keys: new Set(),
  });
  const closedWhileFiltering = closedUnder.filter === filter ? closedUnder.keys : noKeys;
  const filtering = filter.trim() !== '' || show !== undefined;
  const isOpen = useCallback(
    (key: string) => (filtering ? !closedWhileFiltering.has(key) : opened.has(key)),
    [filtering, closedWhileFiltering, opened],
  );
  const rows = useMemo(() => flattenTree(filtered, isOpen), [filtered, isOpen]);

  const selectedStoreKey = selection ? nodeKey(selection.storeId) : undefined;
  useEffect(() => {
    if (selectedStoreKey && selection?.posId)
      setOpened((s) => (s.has(selectedStoreKey) ? s : new Set(s).add(selectedStoreKey)));
  }, [selectedStoreKey, selection?.posId]);

  const toggle = (key: string, open: boolean) => {
    const update = (set: ReadonlySet<string>, add: boolean) => {
      const next = new Set(set);
      if (add) next.add(key);
      else next.delete(key);
      return next;
    };
    if (filtering)
      setClosedUnder((closed) => ({ filter, keys: update(closed.filter === filter ? closed.keys : noKeys, !open) }));
    else setOpened((s) => update(s, open));
  };

  const onSelect = (row: TreeRow) =>
    select(
      row.kind === 'store'
        ? { contextId: contextId!, storeId: row.store.id }
        : { contextId: contextId!, storeId: row.store.id, posId: row.cashpoint.posId },
    );

  const selectedStore = selection ? stores.find((s) => s.id === selection.storeId) : undefined;
  const selectedCashpoint = selection?.posId
    ? selectedStore?.cashpoints.find((c) => c.posId === selection.posId)
    : undefined;
  const selectedKey = selection ? nodeKey(selection.storeId, selection.posId) : undefined;
  const [dialog, setDialog] = useState<DialogState>();

  // The bulk change takes the stores the tree's filter shows at the moment the dialog opens.
  const filteredStores = useCallback(() => ({ storeUids: filtered.map((f) => f.store.uid) }), [filtered]);
  const cashpointCount = useMemo(() => stores.reduce((n, s) => n + s.cashpoints.length, 0), [stores]);

  const toolbar = (
    <>
      <Form.Group controlId={filterId} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{fleetTexts.fleet.filterLabel}</Form.Label>
        <Form.Control
          type="search"
          value={draft}
          placeholder={t.filterPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
          className="tree-filter"
        />
      </Form.Group>
      <Button variant="outline-primary" onClick={() => void refresh()} disabled={!contextId || isFetching}>
        {fleetTexts.fleet.refresh}
      </Button>
      {canChange && session?.hasCreateButtons && (
        <Button variant="primary" disabled={!contextId} onClick={() => setDialog({ kind: 'createStore' })}>
          {t.createStore}
        </Button>
      )}
      {canChange && (
        <Button
          variant="primary"
          disabled={!selectedStore}
          onClick={() => selectedStore && setDialog({ kind: 'createCashpoint', store: selectedStore })}
        >
          {t.createCashpoint}
        </Button>
      )}
      <CalendarActions contextId={contextId} filtered={filteredStores} />
    </>
  );

  return (
    <PageWrapper
      title={frameTexts.pages.cashpoints}
      contextPicker={<ContextPicker />}
      toolbar={toolbar}
      loading={isLoading}
      updatedAt={fulfilledTimeStamp}
    >
      <FleetLayout
        treeColumn="col-lg-6"
        detailsColumn="col-lg-6"
        treeWidth="39rem"
        selectedKey={selectedKey}
        tree={
          <>
            {show && <FilterNotice what={homeTexts.pageFilter.treeShow[show]} onClear={clearShow} />}
            <p className="small text-body-secondary mb-2" aria-live="polite">
              {filtering ? t.shown(filtered.length, stores.length) : t.counts(stores.length, cashpointCount)}
            </p>
            {rows.length === 0 ? (
              <p className="text-body-secondary">{filtering ? fleetTexts.fleet.noMatch : t.empty}</p>
            ) : (
              <VirtualTree
                label={t.treeLabel}
                rows={rows}
                selectedKey={selectedKey}
                onSelect={onSelect}
                onToggle={toggle}
                rowClassName={(row) => liveMark(row.kind === 'store' ? row.store.uid : row.cashpoint.uid)}
                renderRow={(row, toggleControl) => (
                  <TreeRowContent
                    row={row}
                    toggle={toggleControl}
                    alerted={row.kind === 'store' && alerted.has(row.store.uid)}
                    health={
                      marks &&
                      (row.kind === 'store'
                        ? storeHealthOf(marks, row.store.uid)
                        : registerHealthOf(marks, row.cashpoint.uid))
                    }
                    waiting={row.kind === 'store' ? waiting.get(row.store.uid) : undefined}
                    maintenance={
                      row.kind === 'store'
                        ? maintenance.stores.get(row.store.uid)
                        : maintenance.cashpoints.get(row.cashpoint.uid)
                    }
                  />
                )}
              />
            )}
          </>
        }
        details={
          !selection || !contextId ? (
            <p className="text-body-secondary">{t.nothingSelected}</p>
          ) : !selectedStore || (selection.posId && !selectedCashpoint) ? (
            data && <p className="text-body-secondary">{t.notFound}</p>
          ) : selectedCashpoint ? (
            <CashpointDetails
              uid={selectedCashpoint.uid}
              contextId={contextId}
              storeUid={selectedStore.uid}
              handleActivePromotions={session?.handleActivePromotions ?? false}
              actions={
                <>
                  <RunActionButton
                    size="sm"
                    selection={() => cashpointSelection(contextId, selectedStore, selectedCashpoint)}
                  />
                  <MaintenanceControl
                    contextId={contextId}
                    storeUid={selectedStore.uid}
                    cashpointUid={selectedCashpoint.uid}
                    what={`${t.store(selectedStore.id)}, ${t.cashpoint(selectedCashpoint.posId)}`}
                    maintenance={maintenance.cashpoints.get(selectedCashpoint.uid)}
                  />
                  {canChange && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() =>
                        setDialog({ kind: 'deleteCashpoint', store: selectedStore, cashpoint: selectedCashpoint })
                      }
                    >
                      {t.deleteCashpoint}
                    </Button>
                  )}
                </>
              }
            />
          ) : (
            <StoreDetails
              store={selectedStore}
              contextId={contextId}
              health={marks?.stores.get(selectedStore.uid) ?? (marks && green)}
              actions={
                <StoreActions
                  contextId={contextId}
                  store={selectedStore}
                  maintenance={maintenance.stores.get(selectedStore.uid)}
                  canChange={canChange}
                  onDialog={setDialog}
                />
              }
            />
          )
        }
      />
      {contextId && (
        <CashpointDialogs
          contextId={contextId}
          dialog={dialog}
          onClose={() => setDialog(undefined)}
          onSelect={select}
        />
      )}
    </PageWrapper>
  );
}
