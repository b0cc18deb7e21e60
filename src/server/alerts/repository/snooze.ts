import type { Db } from '../../platform/db/connection';
import { maxSnoozeMs } from '../../../shared/alerts/snoozeLimit';

// Snoozed alerts ('Stummgeschaltet', issue 46, migration 0028). A snooze is over at `snoozed_until`
// by itself: every reader compares it with now, so no job has to end it. Raising a kind's severity
// ends its alerts' snoozes at once (cleared), so a lowered severity later does not bring them back.
// An alert that opens again (its cause came back after it closed) keeps the snooze its predecessor
// still had: who silenced a flapping service for 4 hours expects quiet for those 4 hours.

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

/** An alert whose snooze a rise of its kind's severity ended early: for the audit log. */
export interface EndedSnooze {
  uid: string;
  kind: string;
  storeId: string | null;
  posId: string | null;
  snoozedUntil: number;
}

/**
 * Ends the snoozes of the context's alerts of these kinds (their severity rose); answers the alerts
 * not closed whose snooze ended. A closed alert's snooze ends too, so an alert opening again does
 * not take it over (`inheritSnoozes`).
 */
export async function endSnoozesOfKinds(
  db: Db,
  contextId: number,
  kinds: string[],
  now: number,
): Promise<EndedSnooze[]> {
  if (kinds.length === 0) return [];
  const snoozed = () =>
    db.kysely
      .selectFrom('alerts')
      .where('contextId', '=', contextId)
      .where('kind', 'in', kinds)
      .where('snoozedUntil', '>', now);
  const ending = await snoozed()
    .select(['uid', 'kind', 'storeId', 'posId', 'snoozedUntil'])
    .where('state', '<>', 'closed')
    .orderBy('id')
    .execute();
  await db.kysely.updateTable('alerts').set({ snoozedUntil: null }).where('id', 'in', snoozed().select('id')).execute();
  return ending.map((row) => ({ ...row, snoozedUntil: Number(row.snoozedUntil) }));
}

/**
 * Gives the alerts just opened (`opened`) the snooze still running of an alert of the same context,
 * kind and subject that closed (the latest ending, if several): the cause came back within the time
 * someone silenced it for. Answers how many took one over.
 */
export async function inheritSnoozes(db: Db, opened: number[], now: number): Promise<number> {
  if (opened.length === 0) return 0;
  const rows = await db.kysely
    .selectFrom('alerts as a')
    .innerJoin('alerts as p', (join) =>
      join.onRef('p.contextId', '=', 'a.contextId').onRef('p.kind', '=', 'a.kind').onRef('p.subject', '=', 'a.subject'),
    )
    .select(['a.id as id', 'p.snoozedUntil', 'p.snoozedBy', 'p.snoozedAt', 'p.snoozeComment'])
    .where('a.id', 'in', opened)
    .where('p.state', '=', 'closed')
    // Snoozed at most 7 days before its end, and closed after: the bound keeps to the index's range.
    .where('p.closedAt', '>', now - maxSnoozeMs)
    .where('p.snoozedUntil', '>', now)
    .execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = latest.get(row.id);
    if (!seen || Number(row.snoozedUntil) > Number(seen.snoozedUntil)) latest.set(row.id, row);
  }
  for (const [id, { snoozedUntil, snoozedBy, snoozedAt, snoozeComment }] of latest)
    await db.kysely
      .updateTable('alerts')
      .set({ snoozedUntil, snoozedBy, snoozedAt, snoozeComment })
      .where('id', '=', id)
      .execute();
  return latest.size;
}
