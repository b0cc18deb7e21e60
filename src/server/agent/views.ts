// The reply shapes of agent: its rows as the contract shows them.
export {};
