import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAgentSignature, recordNonce } from './agent';
import { loadPrincipal } from './accounts/repository/principal';
import { sessionCookie } from './accounts/sessions';
import { agentContext } from './contexts';
import { messages } from '../shared/texts/serverMessages';
import { hasRights } from '../shared/rights';
import { ruleOf as ruleOfOperation, type Rule } from './accounts/operationRules';
import { isCrossOrigin } from './platform/plugins/origin';
import { parseSignedJson } from './platform/plugins/rawJson';
import { bearerOf } from './tokens';
import { type Principal, visibleContext } from './platform/principal';

function ruleOf(request: FastifyRequest): Rule | undefined {
  return ruleOfOperation((request.routeOptions.schema as { operationId?: string } | undefined)?.operationId);
}

function contextKeyOf(request: FastifyRequest, rule: Rule): string | undefined {
  const source = rule.context === 'query' ? request.query : rule.context === 'body' ? request.body : undefined;
  const value = (source as Record<string, unknown> | undefined)?.contextId;
  return typeof value === 'string' ? value : undefined;
}

async function deny(reply: FastifyReply, status: 401 | 403 | 404, message: string): Promise<void> {
  await reply.status(status).send({ message });
}

/** The four signature headers of an agent request, or undefined when one is missing. */
function agentHeadersOf(request: FastifyRequest) {
  const { 'x-context': key, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature } = request.headers;
  if (typeof key !== 'string' || typeof timestamp !== 'string') return undefined;
  if (typeof nonce !== 'string' || typeof signature !== 'string') return undefined;
  return { key, timestamp, nonce, signature };
}

/** What the rule asks beyond authentication, for a session and a token alike. */
async function admit(app: FastifyInstance, reply: FastifyReply, rule: Rule, principal: Principal): Promise<void> {
  if (!hasRights(principal.rights, rule.rights)) return deny(reply, 403, messages.forbidden);
  if (rule.features?.some((f) => !app.config.flags[f])) return deny(reply, 404, messages.notFound);
}

const reading = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * A call with `Authorization: Bearer`: judged by the token alone (no cookie, no origin check, since a
 * program sends no cookie a page could ride on), as its holder narrowed to its scopes, counted against
 * its limit per minute once it is known to be genuine (a stranger cannot use up a token's calls).
 */
async function admitToken(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rule: Rule,
  token: string,
): Promise<void> {
  const outcome = await app.bearerTokens.authenticate(request, token);
  if ('refusal' in outcome) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    return deny(reply, 401, outcome.refusal);
  }
  request.principal = outcome.principal;
  request.token = outcome.token;
  const count = await app.bearerTokens.count(request);
  reply.header('x-ratelimit-limit', count.limit);
  reply.header('x-ratelimit-remaining', count.remaining);
  if (count.exceeded) {
    reply.header('retry-after', count.resetSeconds);
    return void (await reply.status(429).send({ message: messages.tooManyRequests }));
  }
  if (outcome.readOnly && !reading(request.method)) return deny(reply, 403, messages.forbidden);
  // Changing one's own account (password, 2FA, sessions, tokens) takes USERS_CHANGE when done by a program.
  if (rule.ownAccount && !hasRights(outcome.principal.rights, ['USERS_CHANGE'])) {
    return deny(reply, 403, messages.forbidden);
  }
  return admit(app, reply, rule, outcome.principal);
}

/**
 * Authentication and rights run on request, before validation, so a caller without a session gets
 * 401 and one without the right 403 whatever it sends. Agent signatures need the raw body and run
 * once it is read, still before validation; context visibility needs the validated request.
 */
async function guard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const rule = ruleOf(request);
    if (rule?.auth === 'agent') {
      // Unsigned requests are turned away before their body is even read.
      if (!agentHeadersOf(request)) return deny(reply, 401, messages.agentUnauthorized);
      request.bodySigned = true;
      return;
    }
    if (!rule || rule.auth !== 'session') {
      if (rule && isCrossOrigin(request)) return deny(reply, 403, messages.crossOrigin);
      return;
    }
    const token = bearerOf(request.headers.authorization);
    if (token !== undefined) return admitToken(app, request, reply, rule, token);
    const userId = await app.sessions.resolve(request.cookies[sessionCookie], app.now());
    const principal = userId === undefined ? undefined : await loadPrincipal(app.db, userId);
    if (!principal) return deny(reply, 401, messages.unauthorized);
    request.principal = principal;
    if (isCrossOrigin(request)) return deny(reply, 403, messages.crossOrigin);
    return admit(app, reply, rule, principal);
  });

  app.addHook('preHandler', async (request, reply) => {
    const rule = ruleOf(request);
    if (!rule) return;
    if (rule.auth === 'session' && rule.context) {
      const key = contextKeyOf(request, rule);
      if (key === undefined) return;
      const context = visibleContext(request.principal, key);
      if (!context) return deny(reply, 403, messages.forbidden);
      request.context = context;
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const rule = ruleOf(request);
    if (rule?.auth === 'agent') {
      const headers = agentHeadersOf(request);
      if (!headers) return deny(reply, 401, messages.agentUnauthorized);
      const context = await agentContext(app.db, headers.key);
      const valid =
        context?.hashSecret &&
        verifyAgentSignature(
          context.hashSecret,
          headers,
          request.method,
          request.url,
          request.rawBody ?? '',
          Math.floor(app.now() / 1000),
        );
      if (!context || !valid) return deny(reply, 401, messages.agentUnauthorized);
      // Only a genuine request uses up its nonce; a forged one cannot burn an agent's nonces.
      if (!(await recordNonce(app.db, context.id, headers.nonce, app.now()))) {
        return deny(reply, 401, messages.agentUnauthorized);
      }
      // A body that is broken, missing or of another type is answered only now that the signature is valid.
      const rejection = request.bodyRejection;
      if (rejection) return reply.status(rejection.status).send({ message: rejection.message });
      if (!parseSignedJson(request)) return reply.status(400).send({ message: messages.invalidJson });
      request.context = context;
    }
  });
}

export default fp(guard, {
  name: 'guard',
  dependencies: ['settings', 'db', 'session', 'bearer-tokens', 'raw-json', '@fastify/cookie'],
});
