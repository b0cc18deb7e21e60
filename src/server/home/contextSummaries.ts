import type { FastifyRequest } from 'fastify';
import { openAlertCounts } from '../alerts';
import { contextCounts } from '../updates';
import { principalOf } from '../platform/principal';

/** The visible contexts of the caller with their fleet, rollout and open alert counts (home and statistics). */
export async function visibleContextSummaries(request: FastifyRequest) {
  const app = request.server;
  const { contexts } = principalOf(request);
  const ids = contexts.map((c) => c.id);
  const [counts, alerts] = await Promise.all([contextCounts(app.db, ids, app.now()), openAlertCounts(app.db, ids)]);
  return contexts.map((c) => ({ key: c.key, name: c.name, ...counts.get(c.id)!, openAlertCount: alerts.get(c.id)! }));
}
