// Remote actions ('Aktionen', issue 49): requests of catalogue actions for registers and store
// servers, their targets and business gates, the delivery to the agents and their reports. Other
// capabilities (the agent's heartbeat, the agent API) use only what is exported here.

export { judgeBatch, judgeTarget, type ActionLimits, type GateFacts, type GateTarget, type GateVerdict } from './logic';
export { dueActions, type AgentTarget, type DueAction } from './agentDelivery';
export { onTargetFinished, onTargetsFinished, endCounts } from './finish';
export {
  agentTargetOf,
  clearBundles,
  moveTarget,
  oldBundles,
  setBundle,
  targetForReport,
  type AgentTargetRef,
} from './repository/delivery';
export { recordOpenReceipt } from './repository/receipts';
export { noteOpenReceipt } from './agentReceipts';
export { actionSignals, announceActions, closeActionSignals, releaseActionWaiters } from './signals';
export { removeOldBundles } from './bundles';
export { actionExpiryIntervalMs, expireActions } from './jobs';
export { announceActionsQueued, onActionsQueued, type ActionsQueued } from './wake';
