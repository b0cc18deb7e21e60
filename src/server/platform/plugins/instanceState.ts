import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What /readyz reports about this instance beside its database. */
export interface InstanceState {
  /** Set on SIGTERM: the instance is going away and should get no new requests. */
  stopping: boolean;
  /** Whether this instance runs the jobs that run on one instance at a time. */
  leading: boolean;
}

/**
 * The instance's state, written by server.ts and the jobs. Once it is stopping every reply closes
 * its connection, so a client (or the load balancer) sends its next request on a new connection,
 * to another instance, and no kept-alive connection holds the shutdown up.
 */
async function instanceState(app: FastifyInstance): Promise<void> {
  const state: InstanceState = { stopping: false, leading: false };
  app.decorate('instanceState', state);
  app.addHook('onSend', async (_request, reply) => {
    if (state.stopping) reply.header('connection', 'close');
  });
  // Fastify stops listening right after the preClose hooks, in the same turn of the event loop; the
  // line is written in the next one, once it takes no new connection.
  app.addHook('preClose', async () => {
    setImmediate(() => app.log.info('closing: no new connections, finishing the requests in flight'));
  });
}

export default fp(instanceState, { name: 'instance-state' });
