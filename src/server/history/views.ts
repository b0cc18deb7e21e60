// The reply shapes of history: its rows as the contract shows them.
export {};
