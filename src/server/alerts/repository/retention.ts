import type { Db } from '../../platform/db/connection';

/** Closed alerts are kept this long after they closed, with their notifications and delivery attempts. */
export const closedAlertRetentionDays = 90;

/**
 * Deletes the alerts closed before `before` (ms) with their notifications and delivery attempts, in
 * one transaction, children first (so it holds without relying on cascading deletes). Open and
 * acknowledged alerts stay however old. Returns how many alerts were deleted.
 */
export function deleteClosedAlertsBefore(db: Db, before: number): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const old = trx.selectFrom('alerts').select('id').where('state', '=', 'closed').where('closedAt', '<', before);
    const notifications = trx.selectFrom('alertNotifications').select('id').where('alertId', 'in', old);
    await trx.deleteFrom('alertDeliveryAttempts').where('notificationId', 'in', notifications).execute();
    await trx.deleteFrom('alertNotifications').where('alertId', 'in', old).execute();
    const deleted = await trx
      .deleteFrom('alerts')
      .where('state', '=', 'closed')
      .where('closedAt', '<', before)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}
