import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import { queueAlertNotifications } from './outbox';
import { flappingOf, markFlapping } from './flapping';
import { inheritSnoozes } from './snooze';
import { idList } from './sqlParts';
import type { AlertKind } from '../../../shared/alerts/alertKinds';
import type { Causes } from './checks/types';

/** Held by a check run on PostgreSQL for its transaction, so two runs never interleave their writes. */
export const alertChecksLockKey = 2026112603;

/**
 * Alerts queued per statement: each takes a dozen bound values (two channels), and SQLite allows
 * 32,766 per statement, so a whole fleet going down at once is queued in parts.
 */
const queueChunk = 1000;

const newAlertUid = (db: Db) =>
  db.dialect === 'postgres' ? sql`replace(cast(gen_random_uuid() as text), '-', '')` : sql`lower(hex(randomblob(16)))`;

/** Whether two nullable texts differ (a null and a text differ; two nulls do not). */
const differs = (db: Db, a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
  db.dialect === 'postgres' ? sql`${a} is distinct from ${b}` : sql`${a} is not ${b}`;

/**
 * When the checks last found the cause of the alert `a` (a table or alias of `alerts`): an alert
 * not closed was found by its kind's last run (a run that no longer finds it closes it), so the
 * runs do not rewrite every open alert; a closed one keeps the time written when it closed.
 */
export const lastFoundAt = (a: RawBuilder<unknown>) => sql<number>`(case when ${a}.state = 'closed' then ${a}.updated_at
  else coalesce((select case when r.at > ${a}.updated_at then r.at end from alert_check_runs r where r.kind = ${a}.kind),
    ${a}.updated_at) end)`;

/**
 * Records the event webhooks' events of the alerts opened and closed (the silently dropped ones
 * too), in the reconciling transaction.
 */
export type AlertEventsHook = (trx: Db, opened: number[], closed: number[]) => Promise<void>;

export interface Reconciled {
  opened: number[];
  closed: number[];
}

/**
 * The causes, found once, in a temporary table of the transaction: opening, updating and closing
 * all read them, and a planner that ran the cause query again per alert would take minutes.
 */
async function keepCauses(db: Db, kysely: Kysely<Database>, causes: Causes): Promise<void> {
  const postgres = db.dialect === 'postgres';
  await sql`create temporary table alert_causes (context_id integer, subject text, store_uid text, store_id text,
    store_name text, pos_id text, cashpoint_uid text, detail text) ${postgres ? sql`on commit drop` : sql``}`.execute(
    kysely,
  );
  await sql`insert into alert_causes (context_id, subject, store_uid, store_id, store_name, pos_id, cashpoint_uid, detail)
    select c.context_id, c.subject, c.store_uid, c.store_id, c.store_name, c.pos_id, c.cashpoint_uid, c.detail
    from (${causes}) c`.execute(kysely);
  // Indexed on both databases: the alerts just opened are not in PostgreSQL's statistics yet, and
  // a planner that takes them for a few rows joins them to an unindexed table by scanning it once
  // per alert (a million registers, 100,000 alerts: minutes instead of seconds).
  await sql`create index ${postgres ? sql`` : sql`temp.`}alert_causes_key on alert_causes (context_id, subject)`.execute(
    kysely,
  );
  if (postgres) await sql`analyze alert_causes`.execute(kysely);
}

/**
 * Brings the alerts of one kind in line with its causes (null: the kind is off everywhere), in one
 * transaction with their notifications: a cause without a not-closed alert opens one (a racing run
 * that opened it first wins through the one-open-alert index), an alert whose cause is still there
 * keeps it (its detail updated when it changed; when it was last found is this run's time, kept
 once per kind in alert_check_runs), and one whose cause is gone closes. `dropped`
 * (over `alerts`) marks the alerts no longer watched: their kind switched off in their context, or
 * their register, store or update deleted. Those close too, but without a closing notification:
 * their cause may well persist, and "Alarm beendet" would say it is over. Only a cleared cause is
 * announced. `events` records the event webhooks' events of every alert opened and closed (the
 * dropped ones too), in the same transaction.
 */
export function reconcileAlerts(
  db: Db,
  kind: AlertKind,
  causes: Causes | null,
  now: number,
  dropped: RawBuilder<boolean> = sql<boolean>`false`,
  events?: AlertEventsHook,
): Promise<Reconciled> {
  return db.kysely.transaction().execute(async (kysely) => {
    const trx = { ...db, kysely };
    if (db.dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(${alertChecksLockKey})`.execute(kysely);
      // The cause queries are planned as costly (a million registers) and took seconds more to
      // compile (JIT) than to run; they run once a minute, so compiling never pays.
      await sql`set local jit = off`.execute(kysely);
    }
    let opened: number[] = [];
    if (causes) {
      await keepCauses(db, kysely, causes);
      const inserted = await sql<{ id: number }>`
        insert into alerts (uid, context_id, kind, subject, state, store_uid, store_id, store_name, pos_id,
          cashpoint_uid, detail, opened_at, updated_at)
        select ${newAlertUid(db)}, c.context_id, cast(${kind} as text), c.subject, 'open', c.store_uid, c.store_id,
          c.store_name, c.pos_id, c.cashpoint_uid, c.detail, cast(${now} as bigint), cast(${now} as bigint)
        from alert_causes c
        where not exists (select 1 from alerts o where o.context_id = c.context_id and o.kind = ${kind}
          and o.subject = c.subject and o.state <> 'closed')
        on conflict (context_id, kind, subject) where state <> 'closed' do nothing
        returning id`.execute(kysely);
      opened = inserted.rows.map((row) => Number(row.id));
      // Only a changed detail is written: that the cause is still there is the run's time (lastFoundAt).
      await sql`
        update alerts set updated_at = ${now}, detail = c.detail
        from alert_causes c
        where alerts.kind = ${kind} and alerts.state <> 'closed'
          and alerts.context_id = c.context_id and alerts.subject = c.subject
          and ${differs(db, sql`alerts.detail`, sql`c.detail`)}`.execute(kysely);
    }
    // The alerts whose cause is gone, found first: whether their subject still exists is then asked of
    // these few, not of every open alert (100,000 look-ups into a million registers).
    const stillThere = causes
      ? sql`and not exists (select 1 from alert_causes c where c.context_id = alerts.context_id and c.subject = alerts.subject)`
      : sql``;
    const ending = await sql<{ id: number }>`
      select id from alerts where kind = ${kind} and state <> 'closed' ${stillThere}`.execute(kysely);
    // A closing alert was last found by the run before this one.
    const closing = sql`state = 'closed', closed_at = ${now}, updated_at = ${lastFoundAt(sql`alerts`)}`;
    const silent: number[] = [];
    const closed: number[] = [];
    for (let i = 0; i < ending.rows.length; i += queueChunk) {
      const ids = idList(ending.rows.slice(i, i + queueChunk).map((row) => Number(row.id)));
      const dropping = await sql<{ id: number }>`
        update alerts set ${closing} where id in (${ids}) and state <> 'closed' and (${dropped})
        returning id`.execute(kysely);
      silent.push(...dropping.rows.map((row) => Number(row.id)));
      const gone = await sql<{ id: number }>`
        update alerts set ${closing} where id in (${ids}) and state <> 'closed'
        returning id`.execute(kysely);
      closed.push(...gone.rows.map((row) => Number(row.id)));
    }
    // first_at only on the kind's first run: what it found was there before anyone looked (rollout gates).
    await sql`insert into alert_check_runs (kind, at, first_at) values (${kind}, ${now}, ${now})
      on conflict (kind) do update set at = excluded.at`.execute(kysely);
    if (causes && db.dialect === 'sqlite') await sql`drop table temp.alert_causes`.execute(kysely);
    // A flapping alert is told once, when its spell begins (flapping.ts); its events still go out.
    // One opening again keeps its predecessor's snooze (snooze.ts); the sender holds its notification.
    for (let i = 0; i < opened.length; i += queueChunk) {
      const part = opened.slice(i, i + queueChunk);
      await inheritSnoozes(trx, part, now);
      const quiet = await markFlapping(trx, part, now);
      await queueAlertNotifications(
        trx,
        part.filter((id) => !quiet.has(id)),
        'opened',
        now,
      );
    }
    for (let i = 0; i < closed.length; i += queueChunk) {
      const part = closed.slice(i, i + queueChunk);
      const quiet = await flappingOf(trx, part);
      await queueAlertNotifications(
        trx,
        part.filter((id) => !quiet.has(id)),
        'closed',
        now,
      );
    }
    await events?.(trx, opened, [...silent, ...closed]);
    return { opened, closed };
  });
}
