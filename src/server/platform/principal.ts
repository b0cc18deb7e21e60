import type { FastifyRequest } from 'fastify';
import type { ContextRow, UserRow } from './db/schema';

// Who a request acts as: the principal the guard loads (a session's user or a token's holder) and
// the token it came with. Every capability asks these, and the audit log records them, so they live
// below all capabilities; accounts loads a principal, tokens checks a token.

/** The signed-in user as the server checks it: rights from the role, contexts from visibility. */
export interface Principal {
  user: UserRow;
  roleName: string;
  rights: string[];
  isAdmin: boolean;
  /** Visible contexts, ordered by key. */
  contexts: ContextRow[];
}

/** The token that authenticated a request: enough to name it (audit log), never its value. */
export interface RequestToken {
  id: number;
  uid: string;
  name: string;
  prefix: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    token?: RequestToken;
  }
}

/** The principal of a request that passed the session guard. */
export function principalOf(request: Pick<FastifyRequest, 'principal'>): Principal {
  if (!request.principal) throw new Error('handler reached without a session');
  return request.principal;
}

/** The context with this key when the user sees it, else undefined: a call naming another is refused. */
export function visibleContext(principal: Principal | undefined, key: string) {
  return principal?.contexts.find((c) => c.key === key);
}

/** The audit log's name of a token: 'Nightly (kk_ab12cd34)'. */
export function tokenLabel(token: Pick<RequestToken, 'name' | 'prefix'>): string {
  return `${token.name} (${token.prefix})`;
}
