// The input checks of live beyond the contract's schemas. `Last-Event-ID` is held to its pattern by
// the contract (openapi.yaml, LastEventId): digits, on PostgreSQL two parts ('transaction.id');
// one that names no event kept makes the stream say `reload` (hub.ts), not a 400.

/** The longest `Last-Event-ID` the contract takes. */
export const maxLastEventIdLength = 40;
