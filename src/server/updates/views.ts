// The reply shapes of updates: its rows as the contract shows them.
export {};
