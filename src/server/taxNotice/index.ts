// taxNotice: what it owns, in a line. Other capabilities use only what is exported here.
export {};
