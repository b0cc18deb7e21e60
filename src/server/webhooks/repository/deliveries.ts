import type { Db } from '../../platform/db/connection';
import type { WebhookDeliveryStateValue } from '../../platform/db/schemaPrograms';
import { newUid } from '../../platform/ids';
import type { DbHandle } from './subscriptions';

// The outbox of event webhooks (table webhook_deliveries): one row per event and subscription,
// written in the transaction of the change, sent by the leader's job, kept as the delivery log.

export interface NewDelivery {
  subscriptionId: number;
  contextId: number;
  eventId: string;
  eventType: string;
  payload: string;
}

/**
 * Rows per insert: nine bound values each, and SQLite allows 32,766 per statement, so a whole fleet's
 * alerts opening at once are queued in parts.
 */
const insertChunk = 1000;

/** Queues the deliveries, due at once, in the caller's transaction. */
export async function insertDeliveries(db: DbHandle, deliveries: NewDelivery[], now: number): Promise<void> {
  for (let i = 0; i < deliveries.length; i += insertChunk) {
    const rows = deliveries.slice(i, i + insertChunk).map((d) => ({
      ...d,
      uid: newUid(),
      state: 'pending' as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }));
    await db.kysely.insertInto('webhookDeliveries').values(rows).execute();
  }
}

export interface DueDelivery {
  id: number;
  uid: string;
  eventId: string;
  eventType: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
  contextId: number;
}

/**
 * Pending deliveries whose time has come and that no sender holds (its lease ran out, when it died
 * mid-round), oldest first. A disabled subscription's deliveries wait until it is switched on again.
 */
export async function dueDeliveries(db: Db, now: number, limit: number): Promise<DueDelivery[]> {
  const rows = await db.kysely
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .select([
      'd.id',
      'd.uid',
      'd.eventId',
      'd.eventType',
      'd.payload',
      'd.attempts',
      's.url',
      's.secret',
      'd.contextId',
    ])
    .where('d.state', '=', 'pending')
    .where('d.nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('d.claimedUntil', 'is', null), eb('d.claimedUntil', '<=', now)]))
    .where('s.enabled', '=', 1)
    .orderBy('d.nextAttemptAt')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts), contextId: Number(row.contextId) }));
}

/**
 * Takes the deliveries for this sender until `leaseUntil`; returns those it got. The condition is
 * the due query's own, decided per row by the update: of two instances that read the same rows,
 * each row goes to one of them only, so no event is sent twice by a race.
 */
export async function claimDeliveries(db: Db, ids: number[], now: number, leaseUntil: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .updateTable('webhookDeliveries')
    .set({ claimedUntil: leaseUntil })
    .where('id', 'in', ids)
    .where('state', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]))
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

export interface Attempt {
  at: number;
  attempts: number;
  state: WebhookDeliveryStateValue;
  detail: string;
  /** The next try's time while it stays pending; null once delivered or failed. */
  nextAttemptAt: number | null;
}

/** Records a try's outcome and lets go of the claim. */
export async function recordAttempt(db: Db, id: number, attempt: Attempt): Promise<void> {
  await db.kysely
    .updateTable('webhookDeliveries')
    .set({
      attempts: attempt.attempts,
      state: attempt.state,
      lastAttemptAt: attempt.at,
      detail: attempt.detail,
      nextAttemptAt: attempt.nextAttemptAt,
      claimedUntil: null,
    })
    .where('id', '=', id)
    .execute();
}

export interface DeliveryLogRow {
  uid: string;
  webhookUid: string;
  url: string;
  eventId: string;
  eventType: string;
  payload: string;
  state: WebhookDeliveryStateValue;
  attempts: number;
  createdAt: number;
  lastAttemptAt: number | null;
  nextAttemptAt: number | null;
  detail: string | null;
}

function logQuery(db: Db, contextId: number, webhookUid: string | undefined) {
  return db.kysely
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .where('d.contextId', '=', contextId)
    .$if(webhookUid !== undefined, (q) => q.where('s.uid', '=', webhookUid!));
}

/** One page of a context's delivery log (or of one subscription's), newest first, and the count of all. */
export async function deliveryPage(
  db: Db,
  contextId: number,
  webhookUid: string | undefined,
  page: number,
  size: number,
): Promise<{ rows: DeliveryLogRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    logQuery(db, contextId, webhookUid)
      .select(['d.uid', 's.uid as webhookUid', 's.url', 'd.eventId', 'd.eventType', 'd.payload', 'd.state'])
      .select(['d.attempts', 'd.createdAt', 'd.lastAttemptAt', 'd.nextAttemptAt', 'd.detail'])
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    logQuery(db, contextId, webhookUid)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      attempts: Number(row.attempts),
      createdAt: Number(row.createdAt),
      lastAttemptAt: row.lastAttemptAt === null ? null : Number(row.lastAttemptAt),
      nextAttemptAt: row.nextAttemptAt === null ? null : Number(row.nextAttemptAt),
    })),
    total: Number(count.count),
  };
}

/** A delivery of this context by its uid, with its subscription's uid and URL (for the audit entry). */
export function findDelivery(db: Db, contextId: number, uid: string) {
  return db.kysely
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookSubscriptions as s', 's.id', 'd.subscriptionId')
    .select([
      'd.subscriptionId',
      'd.contextId',
      'd.eventId',
      'd.eventType',
      'd.payload',
      's.uid as webhookUid',
      's.url',
    ])
    .where('d.contextId', '=', contextId)
    .where('d.uid', '=', uid)
    .executeTakeFirst();
}
