// The reply shapes of reports: its rows as the contract shows them.
export {};
