// The pure core of storeHealth: no database, no HTTP, no clock of its own.
export {
  countsAsOpen,
  judgeStore,
  sellingDevices,
  sellingStates,
  stopsSelling,
  storeState,
  unsentLimitMs,
  type HealthCause,
  type RegisterFacts,
  type StoreFacts,
  type StoreHealth,
} from './health';
export { terminalFacts, uncutSince } from './payments';
export { beforeBerlinDay, berlinDay, berlinDayBounds, berlinDayStart, berlinTime } from './berlin';
