// The reply shapes of storeHealth: its rows as the contract shows them.
export {};
