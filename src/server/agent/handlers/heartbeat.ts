import { noteOpenReceipt } from '../../actions';
import { heartbeatLiveness, heartbeatWriter } from '../../fleet';
import { tseIngest, tseProblems } from '../../fiscal';
import { historyIngest } from '../../history';
import { cashpointHealthProblems, storeHealthIngest, storeServerHealthProblems } from '../../storeHealth';
import { invalidField } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';

// A heartbeat that only says "I am here" (fleet/liveness.ts) is answered at once, its time written
// with the next batch of last-seen times. Any other waits for the commit of the batch holding it: an
// acknowledged change is stored, and only then counted in the metrics. The TSE it reports (issue 50)
// is checked before anything is stored and written after the heartbeat, only where it changed
// (fiscal/ingest.ts); so are its devices, card terminal, unsent receipts and master data (issue 51,
// storeHealth/ingest.ts). The history (issue 53) wraps the heartbeat's own write: it reads what it
// needs before (the previous heartbeat's time), and stores what changed after (history/ingest.ts).
export const agentHeartbeatHandlers = {
  async agentCashpointHeartbeat(request, reply) {
    const contextId = contextOf(request).id;
    const now = request.server.now();
    const { db } = request.server;
    const heartbeat = request.body;
    const problems = [...tseProblems(heartbeat.tse), ...cashpointHealthProblems(heartbeat, now)];
    if (problems.length > 0) return invalidField(reply, problems.join(' '));
    const liveness = heartbeatLiveness(db);
    const { offlineAfterSeconds } = request.server.config;
    await historyIngest(db).cashpoint(contextId, heartbeat, now, offlineAfterSeconds, async () => {
      if (liveness.cashpoint(contextId, heartbeat, now)) return undefined;
      const recorded = await heartbeatWriter(db).submit({ kind: 'cashpoint', contextId, heartbeat, now });
      liveness.rememberCashpoint(contextId, heartbeat, recorded.targetId, now);
      return recorded.targetId;
    });
    // Whether a receipt is open: remote actions that would disturb a sale wait for it (actions/).
    const { openReceipt, storeId, posId } = request.body;
    if (openReceipt !== undefined) await noteOpenReceipt(db, { contextId, storeId, posId }, openReceipt, now);
    if (heartbeat.tse)
      await tseIngest(db).report({ contextId, storeId: heartbeat.storeId, posId: heartbeat.posId }, heartbeat.tse, now);
    await storeHealthIngest(db).cashpoint(contextId, heartbeat, now);
    request.server.metrics.heartbeats.inc({ kind: 'cashpoint' });
    return { ok: true };
  },

  async agentStoreHeartbeat(request, reply) {
    const contextId = contextOf(request).id;
    const now = request.server.now();
    const { db } = request.server;
    const heartbeat = request.body;
    const problems = [...tseProblems(heartbeat.tse), ...storeServerHealthProblems(heartbeat)];
    if (problems.length > 0) return invalidField(reply, problems.join(' '));
    const liveness = heartbeatLiveness(db);
    const { offlineAfterSeconds } = request.server.config;
    await historyIngest(db).storeServer(contextId, heartbeat, now, offlineAfterSeconds, async () => {
      if (liveness.storeAgent(contextId, heartbeat, now)) return undefined;
      const recorded = await heartbeatWriter(db).submit({ kind: 'store', contextId, heartbeat, now });
      liveness.rememberStoreAgent(contextId, heartbeat, recorded.targetId, now);
      return recorded.targetId;
    });
    if (heartbeat.tse)
      await tseIngest(db).report({ contextId, storeId: heartbeat.storeId, posId: null }, heartbeat.tse, now);
    await storeHealthIngest(db).storeServer(contextId, heartbeat, now);
    request.server.metrics.heartbeats.inc({ kind: 'store' });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
