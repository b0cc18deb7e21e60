import type { SessionData } from '../api';
import { hasRights } from './rights';

/**
 * Which pages a session may open (spec 2.4 and 6): the menu shows an entry and the router opens the
 * page by the same rule, so a bookmarked or typed URL of a switched-off feature leads home instead
 * of to a page whose calls all fail. Pages not listed are open to every session.
 */
const rules: Partial<Record<string, (session: SessionData) => boolean>> = {
  'store-agents': (s) => s.hasStoreAgents,
  'store-updates': (s) => s.hasStoreAgents,
  'cashpoint-report': (s) => s.hasStatsMenu,
  'store-report': (s) => s.hasStatsMenu && s.hasStoreAgents,
  statistics: (s) => s.hasStatistics,
  customers: (s) => s.hasContextManagement && hasRights(s.rights, ['CONTEXTS']),
  users: (s) => hasRights(s.rights, ['USERS']),
};

export function mayOpen(session: SessionData, page: string): boolean {
  return rules[page]?.(session) ?? true;
}
