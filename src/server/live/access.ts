import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadPrincipal, sessionCookie } from '../accounts';
import type { Principal } from '../platform/principal';
import { bearerOf } from '../tokens';

import { accessOf, type LiveAccess } from './policy';

// A stream stays open only while its caller may still read the context: checked again as the guard
// checks a call (the session or the token, the user's contexts and rights).

/** The caller's access now, or undefined when its session ended, its token went or it lost the context. */
export async function accessNow(
  app: FastifyInstance,
  request: FastifyRequest,
  contextId: number,
): Promise<LiveAccess | undefined> {
  let principal: Principal | undefined;
  const token = bearerOf(request.headers.authorization);
  if (token !== undefined) {
    const outcome = await app.bearerTokens.authenticate(request, token);
    principal = 'refusal' in outcome ? undefined : outcome.principal;
  } else {
    const userId = await app.sessions.resolve(request.cookies[sessionCookie], app.now());
    principal = userId === undefined ? undefined : await loadPrincipal(app.db, userId);
  }
  if (!principal?.contexts.some((c) => c.id === contextId)) return undefined;
  return accessOf(principal, app);
}

/** The credential a stream came with: streams of one session or token are checked together. */
export function credentialOf(request: FastifyRequest): string {
  return request.headers.authorization ?? `cookie:${request.cookies[sessionCookie] ?? ''}`;
}
