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
      // Remote actions wait while a receipt is open (liveness.ts sends every such word this way).
      if (heartbeat.openReceipt !== undefined) {
        const cashpoint = { id: recorded.targetId, storeRowId: recorded.storeRowId };
        await noteOpenReceipt(db, contextId, cashpoint, heartbeat.openReceipt, now);
      }
      liveness.rememberCashpoint(contextId, request.body, recorded.targetId, now);
    }
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
