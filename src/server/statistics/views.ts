// The reply shapes of statistics: its rows as the contract shows them.
export {};
