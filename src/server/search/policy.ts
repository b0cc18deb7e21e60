import { mayOpen, pageAccess } from '../../shared/pageAccess';
import type { Flags } from '../platform/config';
import type { Principal } from '../platform/principal';

// Who may: what the search shows a principal. A kind of result belongs to a page, and the search
// shows it only to whom that page opens (the same rule as the SPA's menu and router): store servers
// where they are switched on, users to whom has the right USERS. Contexts are those the principal sees.

export interface SearchScope {
  storeServers: boolean;
  users: boolean;
}

export function searchScope(principal: Principal, flags: Flags): SearchScope {
  const holder = { rights: principal.rights, ...flags };
  return {
    storeServers: mayOpen(holder, pageAccess.storeAgents),
    users: mayOpen(holder, pageAccess.users),
  };
}
