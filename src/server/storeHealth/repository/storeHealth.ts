// The SQL of storeHealth: the only code that reads or writes its tables.
export {};
