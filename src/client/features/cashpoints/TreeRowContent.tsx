import type { ReactNode } from 'react';
import { AlertMark } from '../../components/fleet/AlertMark';
import type { WaitingStore } from '../../api/calendar';
import type { Maintenance } from '../../api/alerts';
import { MaintenanceMark } from '../../components/alertOwnership/MaintenanceMark';
import { WaitingMark } from '../../components/calendar/WaitingMark';
import { StateDot } from '../../components/fleet/StateDot';
import { TreeBadges } from '../../components/fleet/TreeBadges';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { storeState, type TreeRow } from './treeRows';
import { HealthMark } from '../../components/storeHealth/HealthMark';
import type { Health } from '../../components/storeHealth/healthMarks';

const t = cashpointTexts.cashpoints;

/**
 * What a row of the register tree shows: state, health (issue 51), open alert, maintenance, waiting
 * for the window, number and name, version tags, update state.
 */
export function TreeRowContent({
  row,
  toggle,
  alerted,
  waiting,
  maintenance,
  health,
}: {
  row: TreeRow;
  toggle: ReactNode;
  alerted?: boolean;
  /** The store waits for its update window. */
  waiting?: WaitingStore;
  /** The store's or register's own maintenance now. */
  maintenance?: Maintenance;
  /** Its health; none until the marks have come. */
  health?: Health;
}) {
  if (row.kind === 'cashpoint') {
    const { cashpoint } = row;
    const state = cashpoint.offline ? 'offline' : 'online';
    return (
      <>
        <StateDot state={state} label={t.state[state]} />
        {maintenance && <MaintenanceMark maintenance={maintenance} />}
        <span className="tree-label text-truncate">{t.cashpoint(cashpoint.posId)}</span>
        {health && <HealthMark health={health} />}
        <TreeBadges
          withCount
          tags={cashpoint.currentVersionTag ? [cashpoint.currentVersionTag] : []}
          notUpdated={!cashpoint.updated}
        />
      </>
    );
  }
  const { store } = row;
  const state = storeState(store);
  const name = `${store.id} ${store.name ?? ''}`.trim();
  return (
    <>
      {toggle}
      <StateDot state={state} label={t.state[state]} />
      {alerted && <AlertMark />}
      {maintenance && <MaintenanceMark maintenance={maintenance} />}
      {waiting && <WaitingMark store={waiting} />}
      {/* A name cut short by a narrow window shows whole on hover. */}
      <span className="tree-label text-truncate" title={name}>
        <strong>{store.id}</strong> {store.name}
      </span>
      {/* After the name: a row's name still begins with its number (the health's causes follow). */}
      {health && <HealthMark health={health} />}
      <TreeBadges
        withCount
        count={
          store.numberOfOfflineChildren > 0 && (
            <>
              {store.numberOfOfflineChildren}/{store.cashpoints.length}
              <span className="visually-hidden"> {t.state.offline}</span>
            </>
          )
        }
        tags={store.allVersionTags}
        notUpdated={!store.allUpdated}
      />
    </>
  );
}
