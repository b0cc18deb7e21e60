// The reply shapes of home: its rows as the contract shows them.
export {};
