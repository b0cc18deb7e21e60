import type { Db } from '../../platform/db/connection';
import type { WebhookDeliveryStateValue } from '../../platform/db/schemaPrograms';
import { newUid } from '../../platform/ids';

// A context's event webhook subscriptions (table webhook_subscriptions). `events` is a JSON array of
// event types; the secret is read only by the sender and the form's checks, never sent back.

/** Only the database handle: events are recorded from code that holds a bare transaction (the heartbeats). */
export type DbHandle = Pick<Db, 'kysely'>;

export interface SubscriptionRow {
  id: number;
  uid: string;
  contextId: number;
  url: string;
  secret: string;
  events: string;
  enabled: number;
  createdAt: number;
}

export interface SubscriptionListRow extends SubscriptionRow {
  /** The state of its newest delivery; null before the first. */
  lastDelivery: WebhookDeliveryStateValue | null;
}

/** A context's subscriptions by URL, each with the state of its newest delivery. */
export async function subscriptionsOfContext(db: Db, contextId: number): Promise<SubscriptionListRow[]> {
  const rows = await db.kysely
    .selectFrom('webhookSubscriptions as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('webhookDeliveries as d')
        .select('d.state')
        .whereRef('d.subscriptionId', '=', 's.id')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('lastDelivery'),
    )
    .where('s.contextId', '=', contextId)
    .orderBy('s.url')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ ...row, createdAt: Number(row.createdAt), enabled: Number(row.enabled) }));
}

/** A subscription of this context by its uid; with `forUpdate` its row stays locked (see `locksRows`). */
export async function findSubscription(
  db: Db,
  contextId: number,
  uid: string,
  forUpdate = false,
): Promise<SubscriptionRow | undefined> {
  const row = await db.kysely
    .selectFrom('webhookSubscriptions')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('uid', '=', uid)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
  return row && { ...row, createdAt: Number(row.createdAt), enabled: Number(row.enabled) };
}

export async function countSubscriptions(db: Db, contextId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('webhookSubscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('contextId', '=', contextId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface SubscriptionValues {
  url: string;
  secret: string;
  events: string[];
  enabled: boolean;
}

export async function insertSubscription(
  db: Db,
  contextId: number,
  values: SubscriptionValues,
  now: number,
): Promise<string> {
  const uid = newUid();
  await db.kysely
    .insertInto('webhookSubscriptions')
    .values({
      uid,
      contextId,
      url: values.url,
      secret: values.secret,
      events: JSON.stringify(values.events),
      enabled: values.enabled ? 1 : 0,
      createdAt: now,
    })
    .execute();
  return uid;
}

export async function updateSubscription(db: Db, id: number, values: SubscriptionValues): Promise<void> {
  await db.kysely
    .updateTable('webhookSubscriptions')
    .set({
      url: values.url,
      secret: values.secret,
      events: JSON.stringify(values.events),
      enabled: values.enabled ? 1 : 0,
    })
    .where('id', '=', id)
    .execute();
}

/** Its deliveries go with it (foreign-key cascade). */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.kysely.deleteFrom('webhookSubscriptions').where('id', '=', id).execute();
}

/**
 * The enabled subscriptions of these contexts that take one of these event types. The types are
 * matched in the JSON text (`"alertOpened"` with its quotes: no type's name is inside another's
 * quoted one), so contexts without a subscriber cost one indexed read.
 */
export async function subscribersOf(
  db: DbHandle,
  contextIds: number[],
  types: string[],
): Promise<{ id: number; contextId: number; events: string }[]> {
  if (contextIds.length === 0 || types.length === 0) return [];
  return db.kysely
    .selectFrom('webhookSubscriptions')
    .select(['id', 'contextId', 'events'])
    .where('contextId', 'in', contextIds)
    .where('enabled', '=', 1)
    .where((eb) => eb.or(types.map((type) => eb('events', 'like', `%"${type}"%`))))
    .orderBy('id')
    .execute();
}

/** The contexts that have an enabled subscription to one of these types (none: nothing to record). */
export async function contextsSubscribedTo(db: DbHandle, types: string[]): Promise<Set<number>> {
  if (types.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('webhookSubscriptions')
    .select('contextId')
    .distinct()
    .where('enabled', '=', 1)
    .where((eb) => eb.or(types.map((type) => eb('events', 'like', `%"${type}"%`))))
    .execute();
  return new Set(rows.map((row) => Number(row.contextId)));
}
