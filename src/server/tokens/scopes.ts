import { parseJsonArray } from '../platform/db/json';
import { allRights } from '../../shared/rights';
import type { TokenRow } from './repository/tokens';
import type { Principal } from '../platform/principal';

/** What a token may do, as stored with it. */
export interface TokenScopes {
  rights: string[];
  /** Context ids; null: every context the holder sees, now and later. */
  contextIds: number[] | null;
  readOnly: boolean;
}

export function scopesOf(row: Pick<TokenRow, 'rights' | 'contextIds' | 'readOnly'>): TokenScopes {
  return {
    rights: parseJsonArray(row.rights).filter((r): r is string => typeof r === 'string'),
    contextIds:
      row.contextIds === null
        ? null
        : parseJsonArray(row.contextIds).filter((id): id is number => typeof id === 'number'),
    readOnly: row.readOnly === 1,
  };
}

/**
 * The principal a token call acts as: its holder as the holder is now, narrowed to the token's scopes
 * (rights and contexts in both), so a token never does more than its holder can at this moment. A
 * token naming contexts counts as not seeing all contexts, so every rule that grants more to those
 * who see all (deleted contexts' audit entries, other tenants' users) holds it back too.
 */
export function narrowedPrincipal(holder: Principal, scopes: TokenScopes): Principal {
  const rights = holder.rights.filter((right) => scopes.rights.includes(right));
  const ids = scopes.contextIds;
  if (ids === null) return { ...holder, rights, isAdmin: allRights.every((r) => rights.includes(r)) };
  return {
    ...holder,
    user: { ...holder.user, allContextsVisible: 0 },
    rights,
    isAdmin: allRights.every((r) => rights.includes(r)),
    contexts: holder.contexts.filter((context) => ids.includes(context.id)),
  };
}
