// The pure core of fiscal: no database, no HTTP, no clock of its own.
export {};
