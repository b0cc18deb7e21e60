import { recordCashpointHeartbeat, recordStoreHeartbeat } from '../repositories/heartbeats';
import { contextOf, type Handlers } from '../types';

export const agentHeartbeatHandlers = {
  async agentCashpointHeartbeat(request) {
    await recordCashpointHeartbeat(request.server.db, contextOf(request).id, request.body, request.server.now());
    return { ok: true };
  },

  async agentStoreHeartbeat(request) {
    await recordStoreHeartbeat(request.server.db, contextOf(request).id, request.body, request.server.now());
    return { ok: true };
  },
} satisfies Partial<Handlers>;
