import type { Db } from '../platform/db/connection';
import { redStores } from '../storeHealth';
import { dayBefore, dayIn } from './logic';
import { writeDay } from './repository/days';
import { measureContext, snapshotContexts } from './repository/measure';

// The daily snapshot of every context ('Versionen im Verlauf', issue 53): today's set is written
// (again) on every run, so a later run of the day replaces it and a run that finds nothing changed
// writes the same rows; a yesterday without a set (the console was down over its end) is filled
// from the state now, the nearest it still knows.

export interface SnapshotDeps {
  db: Db;
  now: number;
  timeZone: string;
  offlineAfterMs: number;
}

/** What a run wrote: the contexts, and the yesterdays it filled. */
export interface SnapshotRun {
  contexts: number;
  yesterdaysFilled: number;
}

export async function takeSnapshots({ db, now, timeZone, offlineAfterMs }: SnapshotDeps): Promise<SnapshotRun> {
  const contexts = await snapshotContexts(db);
  const red = await redStores(db, contexts, now);
  const redOf = new Map(red.contexts.map((c) => [c.key, c.total]));
  const [today, yesterday] = [dayIn(now, timeZone), dayBefore(now, timeZone)];
  let yesterdaysFilled = 0;
  for (const context of contexts) {
    const measured = await measureContext(db, context.id, now, offlineAfterMs);
    const row = { ...measured, redStores: redOf.get(context.key) ?? 0, takenAt: now };
    await writeDay(db, context.id, today, row, 'replace');
    if (await writeDay(db, context.id, yesterday, row, 'ifMissing')) yesterdaysFilled++;
  }
  return { contexts: contexts.length, yesterdaysFilled };
}
