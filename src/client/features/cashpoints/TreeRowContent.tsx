import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { AlertMark } from '../../components/fleet/AlertMark';
import { StateDot } from '../../components/fleet/StateDot';
import { texts } from '../../../shared/texts/de';
import { storeState, type TreeRow } from './treeRows';

const t = texts.cashpoints;

/** What a row of the register tree shows: state, open alert, number and name, version tags, update state. */
export function TreeRowContent({ row, toggle, alerted }: { row: TreeRow; toggle: ReactNode; alerted?: boolean }) {
  if (row.kind === 'cashpoint') {
    const { cashpoint } = row;
    const state = cashpoint.offline ? 'offline' : 'online';
    return (
      <>
        <StateDot state={state} label={t.state[state]} />
        <span className="tree-label text-truncate">{t.cashpoint(cashpoint.posId)}</span>
        {cashpoint.currentVersionTag && (
          <Badge bg="secondary" className="tree-tag">
            {cashpoint.currentVersionTag}
          </Badge>
        )}
        {!cashpoint.updated && (
          <Badge bg="warning" text="dark" className="tree-tag">
            {texts.fleet.notUpdated}
          </Badge>
        )}
      </>
    );
  }
  const { store } = row;
  const state = storeState(store);
  return (
    <>
      {toggle}
      <StateDot state={state} label={t.state[state]} />
      {alerted && <AlertMark />}
      <span className="tree-label text-truncate">
        <strong>{store.id}</strong> {store.name}
      </span>
      {store.numberOfOfflineChildren > 0 && (
        <span className="tree-count small text-body-secondary">
          {store.numberOfOfflineChildren}/{store.cashpoints.length}
          <span className="visually-hidden"> {t.state.offline}</span>
        </span>
      )}
      {store.allVersionTags.map((tag) => (
        <Badge key={tag} bg="secondary" className="tree-tag">
          {tag}
        </Badge>
      ))}
      {!store.allUpdated && (
        <Badge bg="warning" text="dark" className="tree-tag">
          {texts.fleet.notUpdated}
        </Badge>
      )}
    </>
  );
}
