import type { Db } from '../../platform/db/connection';

// Stores of a context and acknowledged alerts, for the tests of reminders, escalation and the mass
// outage's summary (alerts/notify/).

/** Adds `count` stores to the context, ids 1001 upwards, named "Filiale <n>". */
export async function insertStores(db: Db, contextId: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    uid: `store-${contextId}-${1001 + i}`,
    contextId,
    storeId: String(1001 + i),
    name: `Filiale ${i + 1}`,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await db.kysely
      .insertInto('stores')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** The outbox rows of one event as `channel:state`, oldest first. */
export async function outboxOf(db: Db, event: 'opened' | 'closed' | 'reminder' | 'escalated'): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('alertNotifications')
    .select(['channel', 'state'])
    .where('event', '=', event)
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.channel}:${r.state}`);
}
