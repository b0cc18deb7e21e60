import { cashpointAgentFields } from './cashpointColumns';

// Register report rows for the rule tests and the page tests start from this: every value read from
// the agent info unknown. A value added to `cashpointAgentFields` is then in every test row at once,
// and only a test about it has to give it.

type AgentValueName = keyof typeof cashpointAgentFields;

export const unknownAgentValues = {
  ...(Object.fromEntries(Object.keys(cashpointAgentFields).map((name) => [name, null])) as Record<
    AgentValueName,
    null
  >),
  // Not from the agent info but the store calendar: empty unless the register waits for its window.
  updateWindow: null,
};
