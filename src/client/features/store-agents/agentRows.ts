import type { StoreAgentTreeItem } from '../../api/store-agents';
import type { VirtualTreeRow } from '../../components/fleet/VirtualTree';

export type AgentRow = VirtualTreeRow & { agent: StoreAgentTreeItem };

/** The store tree's filter, a case-insensitive substring of store id or name. */
export function agentRows(agents: StoreAgentTreeItem[], filter: string): AgentRow[] {
  const q = filter.trim().toLowerCase();
  const shown = q ? agents.filter((a) => a.storeId.includes(q) || (a.name ?? '').toLowerCase().includes(q)) : agents;
  return shown.map((agent, i) => ({
    key: `s:${agent.storeId}`,
    level: 1,
    posinset: i + 1,
    setsize: shown.length,
    agent,
  }));
}
