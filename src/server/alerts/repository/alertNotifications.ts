import type { Db } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';

// The alert notification outbox as the sender works it: the due rows with their alert, and the
// outcome of each try. A row leaves 'pending' once: 'sent', 'failed' after the last try, or
// 'dropped' when there is nobody to tell or nothing left to tell.

/** A pending notification whose time has come, with what its message says. */
export interface DueNotification {
  id: number;
  /** An opening or closing (once each), a reminder (again while open), an escalation (once, to the escalation list). */
  event: 'opened' | 'closed' | 'reminder' | 'escalated';
  channel: 'mail' | 'webhook';
  attempts: number;
  alertId: number;
  /**
   * The opening of the same alert and channel while it is still pending (itself for an opening):
   * whether it was tried yet, and when it is due next; null once it is sent, failed or dropped.
   */
  opening: { attempts: number; nextAttemptAt: number } | null;
  alert: {
    uid: string;
    kind: string;
    /** What the alert is about within its kind (a rollout alert: `rollout:<uid>`). */
    subject: string;
    state: string;
    contextId: number;
    contextKey: string;
    contextName: string;
    storeUid: string | null;
    storeId: string | null;
    storeName: string | null;
    posId: string | null;
    cashpointUid: string | null;
    detail: string | null;
    openedAt: number;
    closedAt: number | null;
  };
}

/**
 * The oldest pending notifications due at `now`, openings before closings of the same alert; with
 * `ids`, those of them (however many: a mass outage's rows are taken all at once).
 */
export async function dueNotifications(db: Db, now: number, limit: number, ids?: number[]): Promise<DueNotification[]> {
  if (ids?.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('alertNotifications as n')
    .innerJoin('alerts as a', 'a.id', 'n.alertId')
    .innerJoin('contexts as c', 'c.id', 'a.contextId')
    .select(['n.id', 'n.event', 'n.channel', 'n.attempts', 'n.alertId'])
    .select([
      'a.uid',
      'a.kind',
      'a.subject',
      'a.state',
      'a.contextId',
      'a.storeUid',
      'a.cashpointUid',
      'a.storeId',
      'a.storeName',
      'a.posId',
      'a.detail',
    ])
    .select(['a.openedAt', 'a.closedAt', 'c.key as contextKey', 'c.name as contextName'])
    .leftJoin('alertNotifications as o', (join) =>
      join
        .onRef('o.alertId', '=', 'n.alertId')
        .onRef('o.channel', '=', 'n.channel')
        .on('o.event', '=', 'opened')
        .on('o.state', '=', 'pending'),
    )
    .select(['o.attempts as openingAttempts', 'o.nextAttemptAt as openingNextAttemptAt'])
    .where('n.state', '=', 'pending')
    .where('n.nextAttemptAt', '<=', now)
    .$if(ids !== undefined, (q) => q.where('n.id', 'in', ids!))
    .orderBy('n.nextAttemptAt')
    .orderBy('n.id')
    .$if(ids === undefined, (q) => q.limit(limit))
    .execute();
  return rows.map(({ id, event, channel, attempts, alertId, openingAttempts, openingNextAttemptAt, ...alert }) => ({
    id,
    event,
    channel,
    attempts,
    alertId,
    opening:
      openingAttempts === null || openingNextAttemptAt === null
        ? null
        : { attempts: Number(openingAttempts), nextAttemptAt: Number(openingNextAttemptAt) },
    alert: {
      ...alert,
      openedAt: Number(alert.openedAt),
      closedAt: alert.closedAt === null ? null : Number(alert.closedAt),
    },
  }));
}

/**
 * Takes these due notifications for this sender until `leaseUntil`, and returns those it got. The
 * update only takes a row that is still pending and due, so of two senders (one that lost the jobs
 * and the next leader) each row goes to one; the outcome written after the send replaces the
 * lease, and a sender that dies meanwhile leaves the row due again once the lease is over.
 */
export async function claimNotifications(db: Db, ids: number[], now: number, leaseUntil: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .updateTable('alertNotifications')
    .set({ nextAttemptAt: leaseUntil })
    .where('id', 'in', ids)
    .where('state', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Holds these notifications back until `until` (quiet hours); they stay pending. */
export async function holdNotifications(db: Db, ids: number[], until: number): Promise<void> {
  if (ids.length === 0) return;
  await db.kysely.updateTable('alertNotifications').set({ nextAttemptAt: until }).where('id', 'in', ids).execute();
}

/**
 * Drops an opening that was not sent before its alert closed, together with the closing of the same
 * alert and channel: whoever never heard of the alert need not hear that it is over.
 */
export async function dropUntold(
  db: Db,
  alertId: number,
  channel: 'mail' | 'webhook',
  reason: string,
): Promise<number[]> {
  const rows = await db.kysely
    .updateTable('alertNotifications')
    .set({ state: 'dropped', lastError: reason })
    .where('alertId', '=', alertId)
    .where('channel', '=', channel)
    .where('state', '=', 'pending')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function dropNotification(db: Db, id: number, reason: string): Promise<void> {
  await db.kysely
    .updateTable('alertNotifications')
    .set({ state: 'dropped', lastError: reason })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

export interface AttemptOutcome {
  at: number;
  ok: boolean;
  detail: string;
  /** When to try again after a failure; null gives up ('failed'). */
  retryAt: number | null;
}

/** Writes one try into the attempts' log and moves the notification on, in one transaction. */
export async function recordAttempt(db: Db, id: number, outcome: AttemptOutcome): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.kysely
      .insertInto('alertDeliveryAttempts')
      .values({ notificationId: id, at: outcome.at, ok: outcome.ok ? 1 : 0, detail: outcome.detail })
      .execute();
    const state = outcome.ok ? 'sent' : outcome.retryAt === null ? 'failed' : 'pending';
    await trx.kysely
      .updateTable('alertNotifications')
      .set((eb) => ({
        state,
        attempts: eb('attempts', '+', 1),
        sentAt: outcome.ok ? outcome.at : null,
        lastError: outcome.ok ? null : outcome.detail,
        ...(outcome.retryAt === null ? {} : { nextAttemptAt: outcome.retryAt }),
      }))
      .where('id', '=', id)
      .execute();
  });
}
