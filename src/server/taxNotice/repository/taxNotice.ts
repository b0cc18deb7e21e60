// The SQL of taxNotice: the only code that reads or writes its tables.
export {};
