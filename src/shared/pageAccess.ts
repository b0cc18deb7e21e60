import { hasRights, type Right } from './rights';

/** The switchable features a session reports; a page of a switched-off feature does not open. */
export type FeatureFlag = 'hasStoreAgents' | 'hasStatsMenu' | 'hasStatistics' | 'hasContextManagement';

/** What a page needs: every listed feature switched on and every listed right held. */
export interface PageAccess {
  features?: readonly FeatureFlag[];
  rights?: readonly Right[];
}

/** The part of a session the rule reads. */
export type AccessHolder = { rights?: readonly string[] } & Partial<Record<FeatureFlag, boolean>>;

/**
 * The menu shows an entry and the router opens its page by the same rule, so a bookmarked or typed
 * URL of a switched-off feature leads home instead of to a page whose calls all fail. Pages without
 * an entry here are open to every session.
 */
export const pageAccess = {
  storeAgents: { features: ['hasStoreAgents'] },
  storeUpdates: { features: ['hasStoreAgents'] },
  cashpointReport: { features: ['hasStatsMenu'] },
  storeReport: { features: ['hasStatsMenu', 'hasStoreAgents'] },
  statistics: { features: ['hasStatistics'] },
  contexts: { features: ['hasContextManagement'], rights: ['CONTEXTS'] },
  users: { rights: ['USERS'] },
  roles: { rights: ['USERS_CHANGE'] },
  auditLog: { rights: ['AUDIT'] },
} as const satisfies Record<string, PageAccess>;

export function mayOpen(holder: AccessHolder, access: PageAccess | undefined): boolean {
  if (!access) return true;
  return (
    (access.features ?? []).every((flag) => holder[flag] === true) && hasRights(holder.rights, access.rights ?? [])
  );
}
