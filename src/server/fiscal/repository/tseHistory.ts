import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** How many history entries the detail shows, newest first. */
const historyLimit = 200;

/** The TSE's history, newest first (entries of one moment: the later written first). */
export async function historyOf(db: Kysely<Database>, tseId: number) {
  return db
    .selectFrom('tseEvents')
    .select(['at', 'kind', 'storeId', 'posId', 'otherSerial', 'fromValue', 'toValue'])
    .where('tseId', '=', tseId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(historyLimit)
    .execute();
}

/** Plans (or re-plans) the TSE's swap: one open plan per TSE, a new one replaces any before. */
export async function saveSwapPlan(
  db: Kysely<Database>,
  plan: { tseId: number; plannedFor: string; note: string; plannedBy: string; plannedAt: number },
): Promise<void> {
  await db
    .insertInto('tseSwapPlans')
    .values({ ...plan, doneAt: null })
    .onConflict((oc) =>
      oc.column('tseId').doUpdateSet({
        plannedFor: plan.plannedFor,
        note: plan.note,
        plannedBy: plan.plannedBy,
        plannedAt: plan.plannedAt,
        doneAt: null,
      }),
    )
    .execute();
}

/** Deletes the TSE's open plan (a closed one stays, the history names it); whether there was one. */
export async function deleteSwapPlan(db: Kysely<Database>, tseId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('tseSwapPlans')
    .where('tseId', '=', tseId)
    .where('doneAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The TSE's open plan (its day and note), for the audit entry of a change; undefined without one. */
export async function openPlanOf(db: Kysely<Database>, tseId: number) {
  return db
    .selectFrom('tseSwapPlans')
    .select(['plannedFor', 'note'])
    .where('tseId', '=', tseId)
    .where('doneAt', 'is', null)
    .executeTakeFirst();
}

/** The id of a context's TSE by serial (also one out of use), or undefined. */
export async function tseIdOf(db: Kysely<Database>, contextId: number, serial: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('tses')
    .select('id')
    .where('contextId', '=', contextId)
    .where('serial', '=', serial)
    .executeTakeFirst();
  return row?.id;
}
