// The pure core of storeHealth: no database, no HTTP, no clock of its own.
export {};
