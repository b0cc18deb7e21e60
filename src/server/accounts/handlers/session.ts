import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, auditFailedLogin, auditRefusedLogin } from '../loginAudit';
import { audited } from '../../audit';
import { loginAttemptSucceeded, startLoginAttempt, withdrawLoginAttempt } from '../lockout';
import { unknownUserHash, verifyPassword } from '../password';
import { loadPrincipal } from '../repository/principal';
import { sessionCookie } from '../sessions';
import { verifyTotp } from '../totp';
import { messages } from '../../../shared/texts/serverMessages';
import { claimTotpStep, findUserById, findUserByLogin } from '../repository/users';
import { type Handlers } from '../../platform/types';
import { sessionData } from './sessionData';
import { mayLogInWithPassword } from '../../platform/ssoConfig';
import { principalOf } from '../../platform/principal';

export function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  // The scheme comes from a forwarded header only when TRUST_PROXY names the proxy that sent it.
  const https = request.protocol === 'https';
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: https, maxAge: maxAgeSeconds };
}

// Not async: a Fastify reply is a thenable, and an async helper's promise would adopt it (see tokens' refuseHolder).
function fail(reply: FastifyReply, body: { message: string; missing2FAToken?: boolean }) {
  return reply.status(401).send(body);
}

export const sessionHandlers = {
  async ping(request) {
    return sessionData(request.server, principalOf(request));
  },

  async login(request, reply) {
    const app = request.server;
    const { login, password, token2FA } = request.body;
    const now = app.now();
    // The socket's address unless a proxy named in TRUST_PROXY forwarded the client's.
    const attempt = await startLoginAttempt(app.db, login, request.ip, now);
    if (!attempt) {
      await auditRefusedLogin(request, login, now);
      return fail(reply, { message: messages.lockedOut });
    }

    // Persons only: a service account's name is an unknown login. An account without a password
    // (an empty hash) is compared against the hash that matches nothing, never against ''. With
    // password login off only a 'Notfallzugang' with 2FA gets in (sso/, docs/operations/sso.md); every other account
    // gets the reply of a wrong password after the same hash work, so neither the message nor the
    // time tells whether the password was right.
    const user = await findUserByLogin(app.db, login);
    const passwordOk = await verifyPassword(password, user?.passwordHash || (await unknownUserHash()));
    if (!user || !passwordOk || !mayLogInWithPassword(app.config.login, user)) {
      await auditFailedLogin(request, login, user, now);
      return fail(reply, { message: messages.wrongCredentials });
    }

    if (user.twoFactorEnabled && user.twoFactorSeed) {
      if (!token2FA) {
        await withdrawLoginAttempt(app.db, attempt);
        return fail(reply, { message: messages.missing2FAToken, missing2FAToken: true });
      }
      const step = await verifyTotp(user.twoFactorSeed, token2FA, user.twoFactorLastStep, now);
      const claimed = step !== null && (await claimTotpStep(app.db, user.id, step));
      if (!claimed) {
        await auditFailedLogin(request, login, user, now);
        return fail(reply, { message: messages.wrong2FAToken, missing2FAToken: true });
      }
    }

    const token = await audited(request, async (db, record) => {
      await loginAttemptSucceeded(db, attempt);
      const client = { userAgent: request.headers['user-agent'], address: request.ip };
      const created = await app.sessions.create(user.id, client, now, db);
      record({ action: 'login', context: null, actor: actorOf(user) });
      return created;
    });
    const principal = await loadPrincipal(app.db, user.id);
    if (!principal) throw new Error('user vanished during login');
    reply.setCookie(sessionCookie, token, cookieOptions(request, app.config.sessionHours * 3600));
    return sessionData(app, principal);
  },

  async logout(request, reply) {
    const app = request.server;
    // Only the end of a live session is a logout; without one, nothing happened to record.
    const ended = await audited(request, async (db, record) => {
      const session = await app.sessions.destroy(request.cookies[sessionCookie], app.now(), db);
      const user = session === undefined ? undefined : await findUserById(db, session.userId);
      if (user) record({ action: 'logout', context: null, actor: actorOf(user) });
      return session;
    });
    reply.clearCookie(sessionCookie, cookieOptions(request));
    // A session opened through the OpenID Provider ends there too when it offers that (sso/).
    const endSessionUrl = ended?.provider ? await app.ssoEndSessionUrl?.(request) : undefined;
    return endSessionUrl ? { ok: true, endSessionUrl } : { ok: true };
  },
} satisfies Partial<Handlers>;
