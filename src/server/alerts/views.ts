// The reply shapes of alerts: its rows as the contract shows them.
export {};
