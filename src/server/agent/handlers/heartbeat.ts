import { noteOpenReceipt } from '../../actions';
import { heartbeatLiveness, heartbeatWriter } from '../../fleet';
import { contextOf, type Handlers } from '../../platform/types';

// A heartbeat that only says "I am here" (fleet/liveness.ts) is answered at once, its time written
// with the next batch of last-seen times. Any other waits for the commit of the batch holding it: an
// acknowledged change is stored, and only then counted in the metrics.
export const agentHeartbeatHandlers = {
  async agentCashpointHeartbeat(request) {
    const contextId = contextOf(request).id;
    const now = request.server.now();
    const { db } = request.server;
    const liveness = heartbeatLiveness(db);
    if (!liveness.cashpoint(contextId, request.body, now)) {
      const heartbeat = request.body;
      const recorded = await heartbeatWriter(db).submit({ kind: 'cashpoint', contextId, heartbeat, now });
      liveness.rememberCashpoint(contextId, request.body, recorded.targetId, now);
    }
    // Whether a receipt is open: remote actions that would disturb a sale wait for it (actions/).
    const { openReceipt, storeId, posId } = request.body;
    if (openReceipt !== undefined) await noteOpenReceipt(db, { contextId, storeId, posId }, openReceipt, now);
    request.server.metrics.heartbeats.inc({ kind: 'cashpoint' });
    return { ok: true };
  },

  async agentStoreHeartbeat(request) {
    const contextId = contextOf(request).id;
    const now = request.server.now();
    const { db } = request.server;
    const liveness = heartbeatLiveness(db);
    if (!liveness.storeAgent(contextId, request.body, now)) {
      const heartbeat = request.body;
      const recorded = await heartbeatWriter(db).submit({ kind: 'store', contextId, heartbeat, now });
      liveness.rememberStoreAgent(contextId, request.body, recorded.targetId, now);
    }
    request.server.metrics.heartbeats.inc({ kind: 'store' });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
