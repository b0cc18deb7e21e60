import type { Db } from '../../../platform/db/connection';
import { dueUpdatesQuery, installationBegun, INSTALLED } from '../../../updates';
import type { TimelineSubject } from './subject';

export interface DueUpdateRow {
  filename: string;
  /** The registers it is due on (posId), or null for the store server. */
  posId: string | null;
  /** Begun already (downloading or installing): it goes on outside the update window. */
  begun: boolean;
}

/**
 * The updates due on the subject's targets and not installed yet, as the agents' own question
 * reads them (`dueUpdatesQuery`), per target; for a store every register and its store server.
 */
export async function dueUpdates(db: Db, subject: TimelineSubject, now: number): Promise<DueUpdateRow[]> {
  const targets = [
    ...subject.cashpoints.map((c) => ({ kind: 'cashpoint' as const, id: c.id, posId: c.posId as string | null })),
    ...subject.storeAgents.map((a) => ({ kind: 'store' as const, id: a.id, posId: null })),
  ];
  const perTarget = await Promise.all(
    targets.map(async (t) => {
      const rows = await dueUpdatesQuery(
        db.kysely,
        subject.contextId,
        t.kind,
        { id: t.id, storeRowId: subject.storeRowId },
        now,
      ).execute();
      return rows
        .filter((r) => Number(r.installationStatus) !== INSTALLED)
        .map((r) => ({ filename: r.filename, posId: t.posId, begun: installationBegun(r) }));
    }),
  );
  return perTarget.flat();
}
