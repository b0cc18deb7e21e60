import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, processMetrics } from '../metrics/registry';

/**
 * The route a request took, as its pattern (`/api/frontend/cashpoints/detail/:uid`), never its URL:
 * one series per route, however many registers there are. Requests no route took share one label,
 * and so do the built SPA's files (each has a route of its own, renamed with every build).
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

/** The app's metrics (`app.metrics`), and the time of every reply while METRICS_TOKEN lets them be read. */
async function metrics(app: FastifyInstance): Promise<void> {
  const appMetrics = createMetrics({
    db: app.db,
    now: () => app.now(),
    offlineAfterSeconds: app.config.offlineAfterSeconds,
  });
  app.decorate('metrics', appMetrics);
  if (!app.config.metricsToken) return;
  processMetrics();
  app.addHook('onResponse', async (request, reply) => {
    appMetrics.requestDuration.observe(
      { route: routeLabel(request), method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['settings', 'db'] });
