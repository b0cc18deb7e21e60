// The reply shapes of sso: its rows as the contract shows them.
export {};
