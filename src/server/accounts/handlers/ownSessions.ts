import type { FastifyRequest } from 'fastify';
import { audited } from '../../audit';
import { sessionCookie } from '../sessions';
import { sessionLabel } from '../../../shared/browserName';
import { isoTime } from '../../platform/ids';
import type { EndSessions } from '../repository/users';
import { type Handlers } from '../../platform/types';
import { notFound } from '../../platform/http/replies';
import { cookieOptions } from './session';
import { principalOf } from '../../platform/principal';

/**
 * The sessions a change of this user's password or 2FA ends: one's own change keeps the session
 * that made it and ends the others; a change of another user's account ends all of that user's.
 */
export function sessionsEndedBy(request: FastifyRequest, userId: number): EndSessions {
  const own = principalOf(request).user.id === userId;
  return { keep: own ? request.server.sessions.idHashOf(request.cookies[sessionCookie]) : null };
}

export const ownSessionHandlers = {
  async getOwnSessions(request) {
    const app = request.server;
    const sessions = await app.sessions.listOf(principalOf(request).user.id, request.cookies[sessionCookie], app.now());
    return sessions.map((session) => ({
      id: session.uid,
      userAgent: session.userAgent,
      address: session.address,
      createdAt: isoTime(session.createdAt)!,
      lastUsedAt: isoTime(session.lastSeenAt)!,
      provider: session.provider,
      current: session.current,
    }));
  },

  async endOwnSession(request, reply) {
    const token = request.cookies[sessionCookie];
    const { id } = request.params;
    const ended = await audited(request, async (db, record) => {
      const session = await request.server.sessions.endOf(principalOf(request).user.id, id, token, db);
      const label = session && sessionLabel(session.userAgent, session.address);
      if (label) record({ action: 'sessionEnded', context: null, object: { type: 'session', id, label } });
      return session;
    });
    if (!ended) return notFound(reply);
    // Ending the session of this very request is a logout: the browser drops the cookie too.
    if (ended.current) reply.clearCookie(sessionCookie, cookieOptions(request));
    return { ok: true };
  },
} satisfies Partial<Handlers>;
