import type { Generated } from 'kysely';

// The live channel's table (migration 0047). PostgreSQL's `tx` column is read with raw SQL only.

/** A change the instances tell their browsers' streams of, kept for minutes (resume, other instances). */
export interface LiveEventsTable {
  id: Generated<number>;
  contextId: number;
  /** What changed, as 'cashpoint:<uid>': events of one object are coalesced by it. */
  object: string;
  /** The LiveEvent as sent (JSON). */
  body: string;
  at: number;
}

export interface LiveTables {
  liveEvents: LiveEventsTable;
}
