import type { Db } from '../../platform/db/connection';

export type AlertEvent = 'opened' | 'closed';

/**
 * Queues the notifications of alerts that opened or closed, in the transaction that opened or
 * closed them: one per alert, event and channel (the table's unique key makes a second one a
 * no-op). The sender decides at send time whether the context has anybody to tell on a channel.
 */
export async function queueAlertNotifications(
  db: Db,
  alertIds: number[],
  event: AlertEvent,
  now: number,
): Promise<void> {
  if (alertIds.length === 0) return;
  const rows = alertIds.flatMap((alertId) =>
    (['mail', 'webhook'] as const).map((channel) => ({
      alertId,
      event,
      channel,
      state: 'pending' as const,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  await db.kysely
    .insertInto('alertNotifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['alertId', 'event', 'channel']).doNothing())
    .execute();
}
