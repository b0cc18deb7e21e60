import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useGetRolloutStoresQuery, type RolloutDetail, type RolloutStoreState } from '../../api/rollouts';
import { PageLinks } from '../../components/PageLinks';
import { rolloutPollingMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;
const pageSize = 25;
const storeStates = Object.keys(t.storeState) as RolloutStoreState[];

interface Props {
  rollout: RolloutDetail;
  /** Offers rollback and include for the chosen stores (a user who may steer a started rollout). */
  mayChange: boolean;
  busy: boolean;
  onRollback(storeUids: string[]): void;
  onInclude(storeUids: string[]): Promise<boolean>;
}

/**
 * The rollout's stores, one page at a time, filtered by wave and state; the boxes choose stores to
 * roll back, or rolled-back ones to take in again (a store no wave took has no box to tick). A new
 * filter or page clears the choice, and only chosen stores still shown count, so no store out of
 * sight is acted on.
 */
export function RolloutStoresTable({ rollout, mayChange, busy, onRollback, onInclude }: Props) {
  const id = useId();
  const [wave, setWave] = useState<number>();
  const [state, setState] = useState<RolloutStoreState>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { currentData, isFetching } = useGetRolloutStoresQuery(
    { uid: rollout.uid, contextId: rollout.contextId, wave, state, page, size: pageSize },
    { pollingInterval: usePolling(rolloutPollingMs) },
  );
  const stores = currentData?.stores ?? [];
  const total = currentData?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const refilter = (change: () => void) => {
    change();
    setPage(1);
    setChosen(new Set());
  };
  const toggle = (uid: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(uid);
    else next.delete(uid);
    setChosen(next);
  };
  // A store no wave took yet has nothing to roll back or take in again.
  const choosable = stores.filter((s) => s.wave !== null);
  // Only the chosen stores still on this page count: a poll or an action's refetch may have moved
  // one away (another state, another page), and no store out of sight is acted on.
  const chosenShown = choosable.filter((s) => chosen.has(s.storeUid));
  const chosenUids = chosenShown.map((s) => s.storeUid);
  const allChosen = choosable.length > 0 && chosenShown.length === choosable.length;
  const rolledBackChosen = chosenShown.filter((s) => s.rolledBack).map((s) => s.storeUid);
  const selectable = mayChange && rollout.state !== 'draft';

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <h3 id={`${id}-title`} className="h5 mb-0 me-auto">
          {t.storesTitle} <span className="small text-body-secondary fw-normal">({total})</span>
        </h3>
        <Form.Group controlId={`${id}-wave`}>
          <Form.Label className="small mb-0">{t.waveFilter}</Form.Label>
          <Form.Select
            size="sm"
            value={wave ?? ''}
            onChange={(e) => refilter(() => setWave(e.target.value ? Number(e.target.value) : undefined))}
          >
            <option value="">{t.allWaves}</option>
            {rollout.waves.map((w) => (
              <option key={w.number} value={w.number}>
                {t.waveTitle(w.number, w.name)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-state`}>
          <Form.Label className="small mb-0">{t.stateFilter}</Form.Label>
          <Form.Select
            size="sm"
            value={state ?? ''}
            onChange={(e) =>
              refilter(() => setState(e.target.value ? (e.target.value as RolloutStoreState) : undefined))
            }
          >
            <option value="">{t.allStates}</option>
            {storeStates.map((s) => (
              <option key={s} value={s}>
                {t.storeState[s]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {selectable && (
          <>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={chosenUids.length === 0 || busy}
              onClick={() => onRollback(chosenUids)}
            >
              {t.rollbackSelected(chosenUids.length)}
            </Button>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={rolledBackChosen.length === 0 || busy}
              onClick={() => void onInclude(rolledBackChosen).then((ok) => ok && setChosen(new Set()))}
            >
              {t.include(rolledBackChosen.length)}
            </Button>
          </>
        )}
      </div>
      <div className="table-responsive">
        <Table size="sm" hover className="align-middle mb-2" aria-busy={isFetching || undefined}>
          <caption className="visually-hidden">{t.storesLabel}</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="rollout-check">
                  <Form.Check
                    aria-label={t.selectAll}
                    checked={allChosen}
                    disabled={choosable.length === 0}
                    onChange={(e) =>
                      setChosen(e.target.checked ? new Set(choosable.map((s) => s.storeUid)) : new Set())
                    }
                  />
                </th>
              )}
              <th scope="col">{t.storeColumn}</th>
              <th scope="col">{t.waveColumn}</th>
              <th scope="col">{t.stateColumn}</th>
              <th scope="col" className="text-end">
                {t.installedColumn}
              </th>
              <th scope="col" className="text-end">
                {t.failedColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {currentData && stores.length === 0 && (
              <tr>
                <td colSpan={selectable ? 6 : 5} className="text-center text-body-secondary">
                  {t.noStores}
                </td>
              </tr>
            )}
            {stores.map((s) => {
              const label = t.storeOption(s.storeId, s.storeName);
              return (
                <tr key={s.storeUid}>
                  {selectable && (
                    <td>
                      <Form.Check
                        aria-label={t.select(label)}
                        checked={s.wave !== null && chosen.has(s.storeUid)}
                        disabled={s.wave === null}
                        onChange={(e) => toggle(s.storeUid, e.target.checked)}
                      />
                    </td>
                  )}
                  <td>{label}</td>
                  <td>{s.wave ?? t.noWave}</td>
                  <td className={s.state === 'failed' ? 'text-danger fw-semibold' : undefined}>
                    {t.storeState[s.state]}
                  </td>
                  <td className="text-end">
                    {s.installed} / {s.targets}
                  </td>
                  <td className="text-end">{s.failed}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      {pages > 1 && (
        <PageLinks
          page={page}
          pages={pages}
          size="sm"
          onPage={(p) => {
            setPage(p);
            setChosen(new Set());
          }}
        />
      )}
    </section>
  );
}
