import type { StoreAgentTreeItem } from '../../api/store-agents';
import { AlertMark } from '../../components/fleet/AlertMark';
import type { WaitingStore } from '../../api/calendar';
import { WaitingMark } from '../../components/calendar/WaitingMark';
import { StateDot } from '../../components/fleet/StateDot';
import { TreeBadges } from '../../components/fleet/TreeBadges';
import { texts } from '../../../shared/texts/de';

/** What a row of the store-server tree shows: state, open alert, number and name, version, update state. */
export function AgentRowContent({
  agent,
  alerted,
  waiting,
}: {
  agent: StoreAgentTreeItem;
  alerted: boolean;
  /** The store waits for its update window. */
  waiting?: WaitingStore;
}) {
  const name = `${agent.storeId} ${agent.name ?? ''}`.trim();
  return (
    <>
      <StateDot
        state={agent.offline ? 'offline' : 'online'}
        label={agent.offline ? texts.fleet.state.offline : texts.fleet.state.online}
      />
      {/* The tree's uid is the store server's own; a store's number names it in its context. */}
      {alerted && <AlertMark />}
      {waiting && <WaitingMark store={waiting} />}
      {/* A name cut short by a narrow window shows whole on hover. */}
      <span className="tree-label text-truncate" title={name}>
        <strong>{agent.storeId}</strong> {agent.name}
      </span>
      <TreeBadges oneTag tags={agent.currentVersionTag ? [agent.currentVersionTag] : []} notUpdated={!agent.updated} />
    </>
  );
}
