// search: the command palette's search over the objects of the contexts a caller sees (issue 54).
// Other capabilities use only what is exported here; none needs anything yet.
export {};
