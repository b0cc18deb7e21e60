// The reply shapes of contexts: its rows as the contract shows them.
export {};
