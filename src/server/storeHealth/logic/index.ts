// The pure core of storeHealth: no database, no HTTP, no clock of its own.
export {
  judgeStore,
  unsentLimitMs,
  type HealthCause,
  type RegisterFacts,
  type StoreFacts,
  type StoreHealth,
} from './health';
export { terminalFacts, uncutSince } from './payments';
export { berlinDay, berlinDayStart, berlinTime } from './berlin';
export { assembleFacts, type AssembledStore, type FactRows, type RegisterOfRow, type StoreOfRow } from './assemble';
