// The pure core of taxNotice: no database, no HTTP, no clock of its own.
export {};
