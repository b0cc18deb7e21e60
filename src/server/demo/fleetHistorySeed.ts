import type { Db } from '../platform/db/connection';
import { addDays, dayIn, measureContext, snapshotContexts, writeDay } from '../fleetHistory';
import { pastDay } from './fleetHistoryData';

// The demo's 'Versionen im Verlauf' (issue 53): the 89 days before today, so the chart is full on a
// fresh `npm start` (the job then takes today's). Only days without a snapshot are written, so a
// demo database that ran for days keeps what its job took.

const pastDays = 89;

export async function seedDemoFleetHistory(db: Db, now: number, timeZone: string, offlineAfterMs: number) {
  const today = dayIn(now, timeZone);
  for (const context of await snapshotContexts(db)) {
    const measured = await measureContext(db, context.id, now, offlineAfterMs);
    for (let daysAgo = 1; daysAgo <= pastDays; daysAgo++) {
      const past = pastDay(measured, 1, daysAgo, context.id);
      await writeDay(db, context.id, addDays(today, -daysAgo), { ...past, takenAt: now }, 'ifMissing');
    }
  }
}
