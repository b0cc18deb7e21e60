// The reply shapes of fiscal: its rows as the contract shows them.
export {};
