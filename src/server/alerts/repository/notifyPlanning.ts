import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

type AlertAs = Database & { a: Database['alerts'] };

// The outbox rows of reminders and escalations (issue 33), and what the mass outage's summary
// counts. A reminder is one row per alert and channel, re-armed after each try while its alert is
// open (not acknowledged, not closed): its `created_at` is when it was armed, its `sent_at` when it
// went out, and the next one is due `repeatMinutes` after the later of them. An escalation is one
// row per alert and channel (the table's unique key), queued once the alert has been open long enough.

const channels = ['mail', 'webhook'] as const;

/**
 * The alert's opening on this channel while it is still pending or went out after `before`: its
 * reminders and escalation count from when it was told, not from when the alert opened, so an alert
 * held back (quiet hours, maintenance) is not escalated the moment it is first told.
 */
function openingNotToldBefore(eb: ExpressionBuilder<AlertAs, 'a'>, channel: (typeof channels)[number], before: number) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('alertNotifications as o')
        .select('o.id')
        .whereRef('o.alertId', '=', 'a.id')
        .where('o.channel', '=', channel)
        .where('o.event', '=', 'opened')
        .where((o) => o.or([o('o.state', '=', 'pending'), o('o.sentAt', '>', before)])),
    ),
  );
}

/**
 * Which alerts of a context a rule applies to: open ones (neither acknowledged nor closed) of these
 * kinds, each of them either only in the stages named (`stages`: the end of the subject after '@')
 * or in any but `notStages` (the stages whose severity is another: alertSeverityOf).
 */
export interface AlertsOfPolicy {
  contextId: number;
  kinds: { kind: string; stages: string[] | null; notStages: string[] }[];
}

/** Whether the alert (`alias`) is one of the policy's kinds and stages. */
function ofPolicy(of: AlertsOfPolicy, alias: string) {
  const a = sql.table(alias);
  const inStage = (stages: string[]) =>
    sql.join(
      stages.map((stage) => sql`${a}.subject like ${`%@${stage}`}`),
      sql` or `,
    );
  return sql<boolean>`(${sql.join(
    of.kinds.map(
      ({ kind, stages, notStages }) =>
        sql`(${a}.kind = ${kind}${stages ? sql` and (${inStage(stages)})` : sql``}${
          notStages.length > 0 ? sql` and not (${inStage(notStages)})` : sql``
        })`,
    ),
    sql` or `,
  )})`;
}

/**
 * Queues the first reminder of each alert open `minutes` or longer, once its opening is not pending
 * on that channel any more (it went out, or was given up), and re-arms each reminder tried
 * `minutes` ago or longer. Returns how many reminders became due.
 */
export async function armReminders(db: Db, of: AlertsOfPolicy, minutes: number, now: number): Promise<number> {
  if (of.kinds.length === 0) return 0;
  const before = now - minutes * 60_000;
  let armed = 0;
  for (const channel of channels) {
    const inserted = await db.kysely
      .insertInto('alertNotifications')
      .columns(['alertId', 'event', 'channel', 'state', 'nextAttemptAt', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('alerts as a')
          .select([
            'a.id',
            sql.lit('reminder').as('event'),
            sql.lit(channel).as('channel'),
            sql.lit('pending').as('state'),
            sql.lit(now).as('nextAttemptAt'),
            sql.lit(now).as('createdAt'),
          ])
          .where('a.contextId', '=', of.contextId)
          .where('a.state', '=', 'open')
          .where(ofPolicy(of, 'a'))
          .where('a.openedAt', '<=', before)
          .where((eb) => openingNotToldBefore(eb, channel, before)),
      )
      .onConflict((oc) => oc.columns(['alertId', 'event', 'channel']).doNothing())
      .executeTakeFirst();
    armed += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  const rearmed = await db.kysely
    .updateTable('alertNotifications')
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now, sentAt: null, lastError: null })
    .where('event', '=', 'reminder')
    .where('state', '<>', 'pending')
    .where((eb) => eb(eb.fn.coalesce('sentAt', 'createdAt'), '<=', before))
    .where('alertId', 'in', (eb) =>
      eb
        .selectFrom('alerts')
        .select('id')
        .where('contextId', '=', of.contextId)
        .where('state', '=', 'open')
        .where(ofPolicy(of, 'alerts')),
    )
    .executeTakeFirst();
  return armed + Number(rearmed.numUpdatedRows);
}

/** Queues the escalation of each alert open `minutes` or longer, once per alert and channel. */
export async function queueEscalations(db: Db, of: AlertsOfPolicy, minutes: number, now: number): Promise<number> {
  if (of.kinds.length === 0) return 0;
  let queued = 0;
  for (const channel of channels) {
    const inserted = await db.kysely
      .insertInto('alertNotifications')
      .columns(['alertId', 'event', 'channel', 'state', 'nextAttemptAt', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('alerts as a')
          .select([
            'a.id',
            sql.lit('escalated').as('event'),
            sql.lit(channel).as('channel'),
            sql.lit('pending').as('state'),
            sql.lit(now).as('nextAttemptAt'),
            sql.lit(now).as('createdAt'),
          ])
          .where('a.contextId', '=', of.contextId)
          .where('a.state', '=', 'open')
          .where(ofPolicy(of, 'a'))
          .where('a.openedAt', '<=', now - minutes * 60_000)
          .where((eb) => openingNotToldBefore(eb, channel, now - minutes * 60_000)),
      )
      .onConflict((oc) => oc.columns(['alertId', 'event', 'channel']).doNothing())
      .executeTakeFirst();
    queued += Number(inserted.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

/** The ids of the pending notifications of these contexts' store-down alerts due at `now` (a mass outage's rows). */
export async function dueStoreDownIds(db: Db, contextIds: number[], now: number): Promise<number[]> {
  if (contextIds.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('alertNotifications as n')
    .innerJoin('alerts as a', 'a.id', 'n.alertId')
    .select('n.id')
    .where('a.contextId', 'in', contextIds)
    .where('a.kind', '=', 'storeDown')
    .where('n.state', '=', 'pending')
    .where('n.nextAttemptAt', '<=', now)
    .execute();
  return rows.map((r) => r.id);
}

/** How many stores each of these contexts has. */
export async function storeCounts(db: Db, contextIds: number[]): Promise<Map<number, number>> {
  if (contextIds.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('stores')
    .select(['contextId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('contextId', 'in', contextIds)
    .groupBy('contextId')
    .execute();
  return new Map(rows.map((r) => [r.contextId, Number(r.count)]));
}

/** Per context, how many store-down alerts opened, and how many closed, since `since`. */
export async function recentStoreDowns(
  db: Db,
  contextIds: number[],
  since: number,
): Promise<Map<number, { opened: number; closed: number }>> {
  if (contextIds.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('alerts')
    .select('contextId')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('openedAt', '>=', since).then(1).else(0).end()).as('opened'),
      eb.fn.sum<number>(eb.case().when('closedAt', '>=', since).then(1).else(0).end()).as('closed'),
    ])
    .where('contextId', 'in', contextIds)
    .where('kind', '=', 'storeDown')
    .where((eb) => eb.or([eb('openedAt', '>=', since), eb('closedAt', '>=', since)]))
    .groupBy('contextId')
    .execute();
  return new Map(rows.map((r) => [r.contextId, { opened: Number(r.opened), closed: Number(r.closed) }]));
}
