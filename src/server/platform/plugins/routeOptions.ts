import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/** The key a live stream's reconnects are counted under: its credential, hashed (the store keeps keys). */
function liveStreamKey(request: FastifyRequest): string {
  const credential = request.headers.authorization ?? request.headers.cookie ?? request.ip;
  return `live:${createHash('sha256').update(credential).digest('hex').slice(0, 32)}`;
}

/**
 * Per-operation route options. Registered before @fastify/rate-limit: that plugin reads a route's
 * `rateLimit` option in its own onRoute hook, so ours must have set it first.
 */
async function routeOptions(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; body?: { content?: Record<string, unknown> } } | undefined;
    // Multipart bodies are streamed by the upload handler, not validated as JSON.
    if (schema?.body?.content && 'multipart/form-data' in schema.body.content) delete schema.body;
    // Raw bytes (an agent's log bundle) are kept as a Buffer, up to their own limit, not validated as JSON.
    if (schema?.body?.content && 'application/octet-stream' in schema.body.content) {
      delete schema.body;
      route.bodyLimit = app.config.actions.bundleMaxBytes;
      route.config = { ...(route.config as object), binaryBody: true } as typeof route.config;
    }
    // Agents call every few seconds; their requests would drown the log at info level.
    if (schema?.operationId?.startsWith('agent')) route.logLevel = 'warn';
    // So do the load balancer's health checks.
    if (schema?.operationId === 'getHealth' || schema?.operationId === 'getReadiness') route.logLevel = 'warn';
    // The SSO login's two steps too: each begun flow is a row, each refused callback an audit entry.
    if (['login', 'ssoLogin', 'ssoCallback'].includes(schema?.operationId ?? '')) {
      route.config = {
        ...(route.config as object),
        rateLimit: { max: 30, timeWindow: '1 minute' },
      } as typeof route.config;
    }
    // A browser reconnects its live stream after 2 s; a flood of reconnects (a loop in a script)
    // is refused like a flood of logins, per session or token, not per address (many share one).
    if (schema?.operationId === 'getLiveEvents') {
      route.config = {
        ...(route.config as object),
        rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: liveStreamKey },
      } as typeof route.config;
    }
  });
}

export default fp(routeOptions, { name: 'route-options' });
