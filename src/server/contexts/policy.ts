import type { Principal } from '../accounts';

/** A user reads and changes only the contexts it sees; context management is no exception. */
/** The context with this key when the user sees it, else undefined: a call naming another is refused. */
export function visibleContext(principal: Principal | undefined, key: string) {
  return principal?.contexts.find((c) => c.key === key);
}

export function seesContext(principal: Principal, contextId: number): boolean {
  return principal.contexts.some((c) => c.id === contextId);
}

/** Whoever sees only chosen contexts also sees the one it creates: the id of that user, if so. */
export function creatorToGrant(principal: Principal): number | undefined {
  return principal.user.allContextsVisible ? undefined : principal.user.id;
}
