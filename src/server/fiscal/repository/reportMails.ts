import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The contexts with a TSE in use (the monthly report has nothing to say to the others), each with
 * its saved calendar (its zone and holiday region; null: never saved).
 */
export async function reportContexts(db: Kysely<Database>) {
  return db
    .selectFrom('contexts as c')
    .leftJoin('contextCalendars as k', 'k.contextId', 'c.id')
    .select(['c.id', 'c.key', 'c.name', 'k.calendar'])
    .where((eb) =>
      eb.exists(
        eb.selectFrom('tses as t').select('t.id').whereRef('t.contextId', '=', 'c.id').where('t.retiredAt', 'is', null),
      ),
    )
    .orderBy('c.id')
    .execute();
}

/** Whether the context's report of this month was sent (or claimed by a round now sending it). */
export async function reportSent(db: Kysely<Database>, contextId: number, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('tseReportMails')
    .select('month')
    .where('contextId', '=', contextId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the month's report for one round: false when another (or an earlier) one has it. */
export async function claimReport(
  db: Kysely<Database>,
  claim: { contextId: number; month: string; sentAt: number; tses: number },
): Promise<boolean> {
  const rows = await db
    .insertInto('tseReportMails')
    .values(claim)
    .onConflict((oc) => oc.columns(['contextId', 'month']).doNothing())
    .returning('month')
    .execute();
  return rows.length === 1;
}

/** Gives a claimed report back (its mail failed): the next round tries again. */
export async function releaseReport(db: Kysely<Database>, contextId: number, month: string): Promise<void> {
  await db.deleteFrom('tseReportMails').where('contextId', '=', contextId).where('month', '=', month).execute();
}
