import type { FastifyInstance } from 'fastify';
import { messages } from '../../../shared/texts/serverMessages';
import { errorReply, notFound } from '../http/replies';
import { metricsContentType, scrape } from '../metrics/registry';
import { bearerTokenMatches } from '../security/bearerToken';

/**
 * `GET /metrics` in Prometheus' text format, for operators' monitoring rather than the SPA or the
 * agents, so it is not part of the contract. Only with METRICS_TOKEN set, and read with it as a
 * bearer token; without one it is not there (404), also not as a page of the SPA.
 */
export default async function metricsRoute(app: FastifyInstance): Promise<void> {
  app.get('/metrics', async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) return notFound(reply);
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      return errorReply(reply, 401, messages.metricsUnauthorized);
    }
    reply.header('cache-control', 'no-store').type(metricsContentType);
    return scrape(app.metrics);
  });
}
