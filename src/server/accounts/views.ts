// The reply shapes of accounts: its rows as the contract shows them.
export {};
