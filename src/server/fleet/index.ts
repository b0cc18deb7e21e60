// The fleet: stores, registers (cashpoints) and store agents, their heartbeats and the per-store
// reply cache the tree and the reports share.

export { agentCounts } from './repository/agentCounts';
export { heartbeatWriter } from './repository/heartbeatWriter';
export { closeHeartbeatLiveness, heartbeatLiveness } from './liveness';
export { type HeartbeatItem } from './repository/heartbeats';
export { type CachedReply, jsonArrayBody } from './storeReplyCache';
export { cachedPerStore, type BuildStores } from './cachedPerStore';
export { isOffline } from './repository/offline';
export type { BuiltStore } from './repository/builtStore';
export { storesWaitingForWindow } from './waitingStores';
