import type { SituationCounts } from '../../api/home';
import { pathWithQuery, paths } from '../../config/paths';
import { allContexts } from '../../lib/allContexts';
import type { TreeShow } from '../../components/fleet/treeShow';

export type SituationItem = keyof SituationCounts;

/** The situation's items in the order the start page shows them: the most urgent first. */
export const situationItems: readonly SituationItem[] = [
  'criticalAlertCount',
  'unownedAlertCount',
  'pausedRolloutCount',
  'waitingForApprovalRolloutCount',
  'runningRolloutCount',
  'offlineCashpointCount',
  'offlineStoreAgentCount',
  'maintenanceStoreCount',
  'waitingForWindowStoreCount',
];

/** The items about store servers, left out for a user without them. */
export const storeAgentItems: ReadonlySet<SituationItem> = new Set(['offlineStoreAgentCount']);

const rolloutStates = {
  pausedRolloutCount: 'paused',
  waitingForApprovalRolloutCount: 'waitingForApproval',
  runningRolloutCount: 'running',
} as const;

/**
 * The page, filtered, that shows an item's count: of one context (`contextKey`), or of every
 * context. The alert page lists all contexts at once; the rollouts and the trees show one at a
 * time, so their totals have no page of their own (undefined).
 */
export function situationLink(item: SituationItem, contextKey: string | undefined): string | undefined {
  if (item === 'criticalAlertCount')
    return pathWithQuery(paths.alerts, {
      contextId: contextKey ?? allContexts,
      state: 'open',
      severity: 'critical',
      snoozed: 'show',
    });
  // Those nobody has taken over. The counts include the snoozed alerts, which the list hides by default.
  if (item === 'unownedAlertCount')
    return pathWithQuery(paths.alerts, {
      contextId: contextKey ?? allContexts,
      state: 'open',
      owner: 'none',
      snoozed: 'show',
    });
  if (contextKey === undefined) return undefined;
  if (item in rolloutStates)
    return pathWithQuery(paths.rollouts, {
      contextId: contextKey,
      state: rolloutStates[item as keyof typeof rolloutStates],
    });
  if (item === 'offlineStoreAgentCount')
    return pathWithQuery(paths.storeAgents, { contextId: contextKey, show: 'offline' });
  const show: TreeShow =
    item === 'offlineCashpointCount' ? 'offline' : item === 'maintenanceStoreCount' ? 'maintenance' : 'waiting';
  return pathWithQuery(paths.cashpoints, { contextId: contextKey, show });
}
