// The pure core of actions: the business gates (no database, no HTTP, no clock of its own).
export {
  judgeBatch,
  judgeTarget,
  type ActionLimits,
  type BatchTarget,
  type GateFacts,
  type GateTarget,
  type GateVerdict,
  type StoreFacts,
} from './gates';
