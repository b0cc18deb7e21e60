import { heartbeatWriter, recordCashpointHeartbeat, recordStoreHeartbeat } from '../../fleet';
import { contextOf, type Handlers } from '../../platform/types';

// The reply waits for the commit of the batch holding the heartbeat: an acknowledged one is stored,
// and only then counted in the metrics.
export const agentHeartbeatHandlers = {
  async agentCashpointHeartbeat(request) {
    const contextId = contextOf(request).id;
    const now = request.server.now();
    const { storeId, posId } = request.body;
    await heartbeatWriter(request.server.db).submit(`${contextId}\u0000${storeId}\u0000${posId}`, (trx, cacheOwner) =>
      recordCashpointHeartbeat(trx, cacheOwner, contextId, request.body, now),
    );
    request.server.metrics.heartbeats.inc({ kind: 'cashpoint' });
    return { ok: true };
  },

  async agentStoreHeartbeat(request) {
    const contextId = contextOf(request).id;
    const now = request.server.now();
    await heartbeatWriter(request.server.db).submit(`${contextId}\u0000${request.body.storeId}`, (trx, cacheOwner) =>
      recordStoreHeartbeat(trx, cacheOwner, contextId, request.body, now),
    );
    request.server.metrics.heartbeats.inc({ kind: 'store' });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
