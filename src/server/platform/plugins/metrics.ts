import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, processMetrics, type AgentCount } from '../metrics/registry';

export interface MetricsOptions {
  /** The fleet's agent counts (online by the offline limit), from the fleet capability via app.ts. */
  agentCounts: (db: FastifyInstance['db'], now: number, offlineAfterSeconds: number) => Promise<AgentCount[]>;
  /** Unix ms before which the liveness-only heartbeats are written (the fleet's batches, via app.ts). */
  livenessWrittenUpTo: (db: FastifyInstance['db']) => number;
}

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
async function metrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const appMetrics = createMetrics({
    db: app.db,
    agentCounts: () => options.agentCounts(app.db, app.now(), app.config.offlineAfterSeconds),
    livenessWrittenUpTo: () => options.livenessWrittenUpTo(app.db),
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
