import type { Db } from '../../platform/db/connection';

/** Finished deliveries (delivered or failed) are kept this long in the delivery log, then deleted. */
export const deliveryRetentionDays = 30;

/**
 * Deletes the deliveries created before `before` (ms) that are finished; pending ones stay however
 * old, so nothing queued is lost. Returns how many were deleted.
 */
export async function deleteFinishedDeliveriesBefore(db: Db, before: number): Promise<number> {
  const deleted = await db.kysely
    .deleteFrom('webhookDeliveries')
    .where('state', 'in', ['delivered', 'failed'])
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
