import type { Db } from '../../platform/db/connection';

/** How many alerts of each context are open or acknowledged (not closed); contexts without one are 0. */
export async function openAlertCounts(db: Db, contextIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(contextIds.map((id) => [id, 0]));
  if (contextIds.length === 0) return counts;
  const rows = await db.kysely
    .selectFrom('alerts')
    .select(['contextId', (eb) => eb.fn.countAll<number>().as('open')])
    .where('contextId', 'in', contextIds)
    .where('state', '<>', 'closed')
    .groupBy('contextId')
    .execute();
  for (const row of rows) counts.set(row.contextId, Number(row.open));
  return counts;
}
