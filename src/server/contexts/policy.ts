import type { Principal } from '../platform/principal';

/** A user reads and changes only the contexts it sees; context management is no exception. */
export { visibleContext } from '../platform/principal';

export function seesContext(principal: Principal, contextId: number): boolean {
  return principal.contexts.some((c) => c.id === contextId);
}

/** Whoever sees only chosen contexts also sees the one it creates: the id of that user, if so. */
export function creatorToGrant(principal: Principal): number | undefined {
  return principal.user.allContextsVisible ? undefined : principal.user.id;
}
