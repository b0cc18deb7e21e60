// Who may: the access decisions of fiscal on a principal (platform/principal.ts), beyond each
// operation's rights (accounts/operationRules.ts). They know nothing of HTTP (an ESLint zone).
import { visibleContext, type Principal } from '../platform/principal';

/**
 * The contexts a list, forecast or CSV covers: `*` or none, every context the user sees; one
 * context, that one when the user sees it, else undefined (refused).
 */
export function contextsCovered(principal: Principal, contextId: string | undefined): number[] | undefined {
  if (contextId === undefined || contextId === '*') return principal.contexts.map((c) => c.id);
  const context = visibleContext(principal, contextId);
  return context ? [context.id] : undefined;
}
