// The pure core of storeHealth: no database, no HTTP, no clock of its own.
export {
  countsAsOpen,
  judgeStore,
  sellingDevices,
  sellingStates,
  stopsSelling,
  unsentLimitMs,
  type HealthCause,
  type RegisterFacts,
  type StoreFacts,
  type StoreHealth,
} from './health';
export { terminalFacts, uncutSince } from './payments';
export { berlinDay, berlinDayStart, berlinTime } from './berlin';
