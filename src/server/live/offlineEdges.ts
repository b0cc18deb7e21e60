import type { Db } from '../platform/db/connection';
import type { LiveChange } from './events';
import { publishLive } from './publisher';
import { heardSince, lastHeardBetween, type EdgeTarget, type TargetTable } from './repository/offlineEdges';

/** The job's interval: a register shows offline in the browsers this late at most after its limit. */
export const offlineEdgeIntervalMs = 500;
/**
 * How long a target told offline is watched for its return. A heartbeat taken just before the
 * limit passed may be written up to a second later (fleet/liveness.ts), after this job told it
 * offline; watching for a while tells it online again then. Later returns the heartbeat path tells.
 */
const watchReturnMs = 60_000;

const kinds = { cashpoints: 'cashpoint', store_agents: 'storeAgent' } as const;

const changeOf = (table: TargetTable, target: EdgeTarget, offline: boolean): LiveChange => ({
  contextId: target.contextId,
  event: {
    kind: kinds[table],
    contextId: target.contextKey,
    uid: target.uid,
    storeUid: target.storeUid,
    changes: { offline },
  },
});

/**
 * Tells the streams of targets going offline: those whose last heartbeat passed the offline limit
 * since the last run (a target never heard of has no edge). One instance runs it (the leader), so
 * each edge is told once.
 */
export class OfflineEdges {
  private passedUpTo: number | undefined;
  private readonly told: Record<TargetTable, Map<number, number>> = { cashpoints: new Map(), store_agents: new Map() };

  constructor(private readonly db: Db) {}

  async run(now: number, offlineAfterMs: number): Promise<number> {
    const limit = now - offlineAfterMs;
    const from = this.passedUpTo ?? limit;
    const changes: LiveChange[] = [];
    for (const table of ['cashpoints', 'store_agents'] as const) {
      const told = this.told[table];
      for (const [id, at] of told) if (now - at > watchReturnMs) told.delete(id);
      for (const back of await heardSince(this.db, table, [...told.keys()], limit)) {
        told.delete(back.id);
        changes.push(changeOf(table, back, false));
      }
      if (from >= limit) continue;
      for (const gone of await lastHeardBetween(this.db, table, from, limit)) {
        told.set(gone.id, now);
        changes.push(changeOf(table, gone, true));
      }
    }
    // Only after the reads: a run that failed (the database busy) leaves its edges to the next one.
    this.passedUpTo = limit;
    publishLive(this.db, changes);
    return changes.length;
  }
}
