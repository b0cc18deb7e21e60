// The SQL of fiscal: the only code that reads or writes its tables.
export {};
