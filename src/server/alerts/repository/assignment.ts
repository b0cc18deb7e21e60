import type { Db } from '../../platform/db/connection';

/**
 * Makes the alert someone's ('Übernehmen') unless it has closed meanwhile (a check may close it at
 * the same moment): false when it had.
 */
export async function assignAlertRow(
  db: Db,
  id: number,
  values: { assigneeName: string; assignedAt: number },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('alerts')
    .set(values)
    .where('id', '=', id)
    .where('state', '<>', 'closed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
