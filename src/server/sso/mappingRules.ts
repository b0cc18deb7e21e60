import { mayGrantContexts, mayGrantRights } from '../accounts';
import type { Principal } from '../platform/principal';

// Who may see and edit a group mapping (issue 44). A mapping hands out a role and contexts to every
// member of the group at their next login, so it follows the user dialog's rules (accounts/policy.ts):
// nobody gives, or takes back, a right or context it does not hold itself.

/** What a mapping gives, as far as the rules look at it. */
export interface MappingReach {
  /** The rights of its role; null: it gives no role. */
  roleRights: readonly string[] | null;
  contextKeys: readonly string[];
  allContexts: boolean;
}

/**
 * Whether the caller sees the mapping: one who sees every context sees all of them; one tenant's
 * administrator only those that give no context beyond its own (never 'all contexts').
 */
export function mayView(principal: Principal, mapping: MappingReach): boolean {
  return mayGrantContexts(principal, mapping.allContexts, [...mapping.contextKeys]);
}

/**
 * Whether the caller may give what the mapping gives (checked for the new values and for the ones a
 * change or a delete replaces): only rights it holds and contexts it sees. A role is given to the
 * group's members in every context any other mapping shows them, other tenants' too, so only a
 * caller who sees every context gives or takes back a role through a mapping; one tenant's
 * administrator maps its groups to its own contexts.
 */
export function mayEdit(principal: Principal, mapping: MappingReach): boolean {
  if (!mayView(principal, mapping)) return false;
  if (mapping.roleRights === null) return true;
  return Boolean(principal.user.allContextsVisible) && mayGrantRights(principal, mapping.roleRights);
}
