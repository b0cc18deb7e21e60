// The reply shapes of fleet: its rows as the contract shows them.
export {};
