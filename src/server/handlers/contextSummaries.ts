import type { FastifyRequest } from 'fastify';
import { contextCounts } from '../db/rollout';
import { principalOf } from '../types';

/** The visible contexts of the caller with their fleet and rollout counts (home and statistics). */
export async function visibleContextSummaries(request: FastifyRequest) {
  const app = request.server;
  const { contexts } = principalOf(request);
  const counts = await contextCounts(
    app.db,
    contexts.map((c) => c.id),
    app.now(),
  );
  return contexts.map((c) => ({ key: c.key, name: c.name, ...counts.get(c.id)! }));
}
