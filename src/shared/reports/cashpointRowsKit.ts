import { cashpointAgentFields } from './cashpointColumns';

// Register report rows for the rule tests and the page tests start from this: every value read from
// the agent info unknown. A value added to `cashpointAgentFields` is then in every test row at once,
// and only a test about it has to give it.

type AgentValueName = keyof typeof cashpointAgentFields;

/** A register that has reported no TSE (issue 50). */
export const noTse = {
  tseType: null,
  tseSerial: null,
  tseCertificateValidUntil: null,
  tseDaysLeft: null,
  tseCapacityUsedPercent: null,
  tseState: null,
  tseLastExportAt: null,
  tseLastExportOk: null,
  tseLastSelfTestAt: null,
  tseLastSelfTestOk: null,
} as const;

/** A register that has reported no devices, card terminal or receipts (issue 51). */
export const noHealth = {
  peripheralState: null,
  terminalReachable: null,
  terminalLastCutAt: null,
  offlineCardTransactions: null,
  unsentReceipts: null,
  oldestUnsentReceiptAt: null,
} as const;

export const unknownAgentValues = {
  ...(Object.fromEntries(Object.keys(cashpointAgentFields).map((name) => [name, null])) as Record<
    AgentValueName,
    null
  >),
  // Not from the agent info but the store calendar: empty unless the register waits for its window.
  updateWindow: null,
  // Not from the agent info but the TSE the server keeps for the register: none reported.
  ...noTse,
  // Not from the agent info but what the server keeps of its devices, terminal and receipts: none reported.
  ...noHealth,
};
