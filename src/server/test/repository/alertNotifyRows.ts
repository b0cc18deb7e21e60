import { queueAlertNotifications } from '../../alerts/repository/outbox';
import { defaultAlertSettings, type AlertSettingsValue } from '../../alerts/settings';
import type { Db } from '../../platform/db/connection';

// Alerts as the detection would leave them, for the tests of their notifications.

export async function insertContext(db: Db, key: string, name: string): Promise<number> {
  const row = await db.kysely
    .insertInto('contexts')
    .values({
      uid: `ctx-${key}`,
      key,
      name,
      type: 2,
      hashSecret: 'geheim-geheim',
      allStoreChecksVisible: 1,
      visibleStoreCheckIds: '[]',
      allCashpointChecksVisible: 1,
      visibleCashpointCheckIds: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a context's alert settings as the settings form would. */
export async function saveSettings(
  db: Db,
  contextId: number,
  settings: Partial<Omit<AlertSettingsValue, 'webhookSecret'>>,
  webhookSecret: string | null,
): Promise<void> {
  const { webhookSecret: _, ...defaults } = defaultAlertSettings();
  await db.kysely
    .insertInto('alertSettings')
    .values({ contextId, settings: JSON.stringify({ ...defaults, ...settings }), webhookSecret, updatedAt: 0 })
    .onConflict((oc) =>
      oc.column('contextId').doUpdateSet({ settings: JSON.stringify({ ...defaults, ...settings }), webhookSecret }),
    )
    .execute();
}

/** Opens a store-down alert and queues its notifications, in one transaction. */
export async function openStoreDown(
  db: Db,
  contextId: number,
  store: { id: string; name: string },
  now: number,
): Promise<number> {
  return db.kysely.transaction().execute(async (kysely) => {
    const trx = { ...db, kysely };
    const row = await kysely
      .insertInto('alerts')
      .values({
        uid: `alert-${contextId}-${store.id}-${now}`,
        contextId,
        kind: 'storeDown',
        subject: `store:${store.id}`,
        state: 'open',
        storeUid: `store-${store.id}`,
        storeId: store.id,
        storeName: store.name,
        detail: '4',
        openedAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueAlertNotifications(trx, [row.id], 'opened', now);
    return row.id;
  });
}

export async function closeAlert(db: Db, alertId: number, now: number): Promise<void> {
  await db.kysely.transaction().execute(async (kysely) => {
    await kysely
      .updateTable('alerts')
      .set({ state: 'closed', closedAt: now, updatedAt: now })
      .where('id', '=', alertId)
      .execute();
    await queueAlertNotifications({ ...db, kysely }, [alertId], 'closed', now);
  });
}

/** The outbox as `event/channel:state`, in the order the notifications were queued. */
export async function outbox(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('alertNotifications')
    .select(['event', 'channel', 'state'])
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.event}/${r.channel}:${r.state}`);
}

/** Every delivery try as `channel ok|failed detail`, oldest first. */
export async function attempts(db: Db): Promise<{ channel: string; ok: boolean; detail: string; at: number }[]> {
  const rows = await db.kysely
    .selectFrom('alertDeliveryAttempts as d')
    .innerJoin('alertNotifications as n', 'n.id', 'd.notificationId')
    .select(['n.channel', 'd.ok', 'd.detail', 'd.at'])
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({ channel: r.channel, ok: Number(r.ok) === 1, detail: r.detail ?? '', at: Number(r.at) }));
}
