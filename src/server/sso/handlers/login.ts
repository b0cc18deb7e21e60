import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadPrincipal, sessionCookie } from '../../accounts';
import { parseJsonObject } from '../../platform/db/json';
import type { Handlers } from '../../platform/types';
import type { SsoRefusal } from '../../../shared/texts/de/sso';
import { identityOf } from '../identity';
import { authorizationUrl, exchangeCode, newFlowSecrets } from '../relyingParty';
import { insertFlow, takeFlow, testResultOf } from '../repository/flows';
import { auditRefusal, signIn, storeTestResult } from '../signIn';
import { principalOf } from '../../platform/principal';

// The login through the OpenID Provider: the redirect there, its callback, and the 'Testanmeldung'.

/** Binds a flow to the browser that began it: only that browser's callback may use it. */
const flowCookie = 'sso_flow';
const flowMinutes = 10;

function flowCookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  // Lax, not Strict: the provider's redirect back is a cross-site navigation that must carry it.
  const secure = request.protocol === 'https';
  return { path: '/api/frontend/sso', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: maxAgeSeconds };
}

const toLogin = (reply: FastifyReply, reason: SsoRefusal) =>
  reply.header('cache-control', 'no-store').redirect(`/login?ssoError=${reason}`, 302);

async function begin(request: FastifyRequest, reply: FastifyReply, purpose: 'login' | 'test', userId: number | null) {
  const app = request.server;
  if (!app.config.login.sso) return toLogin(reply, 'notConfigured');
  const secrets = newFlowSecrets();
  let url: string;
  try {
    url = await authorizationUrl(request, secrets);
  } catch (error) {
    request.log.warn({ err: error }, 'OpenID Provider unreachable');
    return toLogin(reply, 'unreachable');
  }
  const browser = newFlowSecrets().state;
  const now = app.now();
  await insertFlow(
    app.db,
    {
      stateHash: app.sessions.keyedHash(secrets.state),
      browserHash: app.sessions.keyedHash(browser),
      nonce: secrets.nonce,
      codeVerifier: secrets.codeVerifier,
      purpose,
      userId,
      createdAt: now,
    },
    now - flowMinutes * 60_000,
  );
  reply.setCookie(flowCookie, browser, flowCookieOptions(request, flowMinutes * 60));
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

export const ssoLoginHandlers = {
  async getSsoConfig(request) {
    const { sso, localLogin } = request.server.config.login;
    return { provider: sso ? { name: sso.name } : null, localLogin };
  },

  async ssoLogin(request, reply) {
    return begin(request, reply, 'login', null);
  },

  async ssoTestLogin(request, reply) {
    return begin(request, reply, 'test', principalOf(request).user.id);
  },

  async getSsoTestResult(request) {
    const row = await testResultOf(request.server.db, principalOf(request).user.id);
    return { result: (parseJsonObject(row?.result) as never) ?? null };
  },

  async ssoCallback(request, reply) {
    const app = request.server;
    const sso = app.config.login.sso;
    if (!sso) return toLogin(reply, 'notConfigured');
    const { state, error } = request.query;
    const browser = request.cookies[flowCookie];
    reply.clearCookie(flowCookie, flowCookieOptions(request));
    // The flow is taken (deleted) whatever follows: a state is good for one callback only.
    const flow = state ? await takeFlow(app.db, app.sessions.keyedHash(state)) : undefined;
    const fresh = flow && flow.createdAt > app.now() - flowMinutes * 60_000;
    if (!flow || !fresh || !browser || flow.browserHash !== app.sessions.keyedHash(browser)) {
      await auditRefusal(request, sso, 'state');
      return toLogin(reply, 'state');
    }
    if (error) {
      await auditRefusal(request, sso, 'provider');
      return toLogin(reply, 'provider');
    }
    let claims: Record<string, unknown>;
    try {
      claims = await exchangeCode(request, { state: state!, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    } catch (failure) {
      // Any failed check of the code exchange or the ID token (signature, issuer, audience, expiry,
      // nonce, a used code) lands here; the log keeps the library's reason, the user gets ours.
      // Name, message and code only: the error's cause may carry the callback's parameters.
      const { name, message, code } = failure as { name?: string; message?: string; code?: string };
      request.log.warn({ refusal: { name, message, code } }, 'OpenID Connect login refused');
      const reason: SsoRefusal = failure instanceof TypeError ? 'unreachable' : 'token';
      await auditRefusal(request, sso, reason);
      return toLogin(reply, reason);
    }
    const identity = identityOf(sso, claims);
    if (flow.purpose === 'test' && flow.userId !== null) {
      await storeTestResult(request, flow.userId, claims, identity);
      return reply.header('cache-control', 'no-store').redirect('/frontend/users?tab=sso', 302);
    }
    const outcome = await signIn(request, sso, identity);
    if ('refused' in outcome) {
      await auditRefusal(request, sso, outcome.refused, outcome.login);
      return toLogin(reply, outcome.refused);
    }
    if (!(await loadPrincipal(app.db, outcome.userId))) throw new Error('user vanished during login');
    const https = request.protocol === 'https';
    reply.setCookie(sessionCookie, outcome.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: https,
      maxAge: app.config.sessionHours * 3600,
    });
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  },
} satisfies Partial<Handlers>;
