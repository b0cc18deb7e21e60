import type { Db } from '../../platform/db/connection';

// Snoozed alerts ('Stummgeschaltet', issue 46, migration 0028). A snooze is over at `snoozed_until`
// by itself: every reader compares it with now, so no job has to end it. Raising a kind's severity
// ends its alerts' snoozes at once (cleared), so a lowered severity later does not bring them back.

export interface Snooze {
  snoozedUntil: number;
  snoozedBy: string;
  snoozedAt: number;
  snoozeComment: string | null;
}

/** Snoozes the alert unless it has closed meanwhile (a check may close it at the same moment): false when it had. */
export async function snoozeAlertRow(db: Db, id: number, snooze: Snooze): Promise<boolean> {
  const result = await db.kysely
    .updateTable('alerts')
    .set(snooze)
    .where('id', '=', id)
    .where('state', '<>', 'closed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Of these alerts, those snoozed at `now` (not closed), each with the end of its snooze. */
export async function snoozedAlerts(db: Db, alertIds: number[], now: number): Promise<Map<number, number>> {
  if (alertIds.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('alerts')
    .select(['id', 'snoozedUntil'])
    .where('id', 'in', alertIds)
    .where('state', '<>', 'closed')
    .where('snoozedUntil', '>', now)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.snoozedUntil)]));
}

/** Ends the snoozes of the context's alerts of these kinds (their severity rose); how many ended. */
export async function endSnoozesOfKinds(db: Db, contextId: number, kinds: string[], now: number): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await db.kysely
    .updateTable('alerts')
    .set({ snoozedUntil: null })
    .where('contextId', '=', contextId)
    .where('kind', 'in', kinds)
    .where('state', '<>', 'closed')
    .where('snoozedUntil', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
