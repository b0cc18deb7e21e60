import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSessionSecret } from '../platform/config';
import { authenticateBearer } from './bearer';
import type { TokenCallCount } from './requestTypes';
import { tokenHash, tokenHashKey } from './tokenValue';

/**
 * The bearer tokens' check for the guard (src/server/guard.ts): who a token acts as, and its calls per
 * minute. The count uses @fastify/rate-limit with the app's database store (app.ts), under one key per
 * token for all operations together, so the limit holds across instances.
 */
async function bearerTokens(app: FastifyInstance): Promise<void> {
  const key = tokenHashKey(resolveSessionSecret(app.config));
  const limit = app.config.tokenRateLimit;
  const counter = app.createRateLimit({
    max: limit,
    timeWindow: 60_000,
    keyGenerator: (request) => `token ${request.token?.prefix ?? ''}`,
  });
  app.decorate('bearerTokens', {
    authenticate: (request, token) => authenticateBearer(app.db, key, token, request, app.now()),
    hash: (token) => tokenHash(key, token),
    async count(request): Promise<TokenCallCount> {
      const result = await counter(request);
      if (result.isAllowed) return { exceeded: false, limit, remaining: limit, resetSeconds: 60 };
      return {
        exceeded: result.isExceeded,
        limit,
        remaining: result.remaining,
        resetSeconds: Math.max(1, result.ttlInSeconds),
      };
    },
  });
}

export default fp(bearerTokens, { name: 'bearer-tokens', dependencies: ['settings', 'db', '@fastify/rate-limit'] });
