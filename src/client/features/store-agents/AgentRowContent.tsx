import type { StoreAgentTreeItem } from '../../api/store-agents';
import { AlertMark } from '../../components/fleet/AlertMark';
import type { WaitingStore } from '../../api/calendar';
import type { Maintenance } from '../../api/alerts';
import { MaintenanceMark } from '../../components/alertOwnership/MaintenanceMark';
import { WaitingMark } from '../../components/calendar/WaitingMark';
import { StateDot } from '../../components/fleet/StateDot';
import { TreeBadges } from '../../components/fleet/TreeBadges';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { HealthMark } from '../../components/storeHealth/HealthMark';
import type { Health } from '../../components/storeHealth/healthMarks';

/** What a row of the store-server tree shows: state, its store's health, open alert, maintenance, number and name, version, update state. */
export function AgentRowContent({
  agent,
  alerted,
  waiting,
  maintenance,
  health,
}: {
  agent: StoreAgentTreeItem;
  alerted: boolean;
  /** The store waits for its update window. */
  waiting?: WaitingStore;
  /** The store's maintenance now. */
  maintenance?: Maintenance;
  /** Its store's health (issue 51); none until the marks have come. */
  health?: Health;
}) {
  const name = `${agent.storeId} ${agent.name ?? ''}`.trim();
  return (
    <>
      <StateDot
        state={agent.offline ? 'offline' : 'online'}
        label={agent.offline ? fleetTexts.fleet.state.offline : fleetTexts.fleet.state.online}
      />
      {/* The tree's uid is the store server's own; a store's number names it in its context. */}
      {alerted && <AlertMark />}
      {maintenance && <MaintenanceMark maintenance={maintenance} />}
      {waiting && <WaitingMark store={waiting} />}
      {/* A name cut short by a narrow window shows whole on hover. */}
      <span className="tree-label text-truncate" title={name}>
        <strong>{agent.storeId}</strong> {agent.name}
      </span>
      {/* After the name: a row's name still begins with its number (the health's causes follow). */}
      {health && <HealthMark health={health} />}
      <TreeBadges oneTag tags={agent.currentVersionTag ? [agent.currentVersionTag] : []} notUpdated={!agent.updated} />
    </>
  );
}
