// The reply shapes of taxNotice: its rows as the contract shows them.
export {};
