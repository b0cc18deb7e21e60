import type { FastifyInstance } from 'fastify';
import { deleteFinishedDeliveriesBefore, deliveryRetentionDays } from './repository/retention';

/** Deletes finished deliveries older than the retention (the delivery log would otherwise grow forever). */
export async function deleteOldDeliveries(app: FastifyInstance): Promise<number> {
  const deleted = await deleteFinishedDeliveriesBefore(app.db, app.now() - deliveryRetentionDays * 86_400_000);
  if (deleted > 0) {
    app.log.info(`Webhooks: ${deleted} Zustellungen nach ${deliveryRetentionDays} Tagen gelöscht.`);
  }
  return deleted;
}
