// The reply shapes of audit: its rows as the contract shows them.
export {};
