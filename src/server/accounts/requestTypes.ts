import type { FastifyRequest } from 'fastify';
import type { Principal } from './repository/principal';
import type { SessionStore } from './sessions';

// What accounts puts on the app and its requests (the platform's own decorations are in
// platform/types.ts): the session store of the session plugin, the principal the guard loads.
declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** The principal of a request that passed the session guard. */
export function principalOf(request: Pick<FastifyRequest, 'principal'>): Principal {
  if (!request.principal) throw new Error('handler reached without a session');
  return request.principal;
}
