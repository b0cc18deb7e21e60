import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { operations } from '../../../shared/generated/contract';
import { lastFoundAt } from './reconcile';
import { severityRank, severityRankSql } from './severityRank';
import type { AlertSeverities } from '../../../shared/alerts/alertSeverity';

// The alert list and the acknowledgement. The checks that open and close alerts write elsewhere.

type AlertsQuery = NonNullable<operations['getAlerts']['parameters']['query']>;

const alertColumns = [
  'alerts.id',
  'alerts.uid',
  'alerts.kind',
  'alerts.subject',
  'alerts.state',
  'alerts.storeUid',
  'alerts.storeId',
  'alerts.storeName',
  'alerts.posId',
  'alerts.cashpointUid',
  'alerts.detail',
  'alerts.openedAt',
  'alerts.closedAt',
  'alerts.acknowledgedBy',
  'alerts.acknowledgedAt',
  'alerts.comment',
  'alerts.assigneeName',
  'alerts.assignedAt',
  'alerts.flapping',
  'alerts.snoozedUntil',
  'alerts.snoozedBy',
  'alerts.snoozedAt',
  'alerts.snoozeComment',
  'alerts.contextId',
  'contexts.key as contextKey',
  'contexts.name as contextName',
] as const;

function alertsOf(db: Db) {
  return db.kysely.selectFrom('alerts').innerJoin('contexts', 'contexts.id', 'alerts.contextId');
}

/**
 * One page of the alerts of these contexts: those not closed first, then (sorted by severity) the
 * most severe, then the most recently opened (the newest row first among equal times), and how many
 * match in all. `severities`: each context's severity per kind (its alert settings); `ownerName`:
 * the caller's name, for `mine`; `now`: which snoozes are still on, for `snoozed`.
 */
export async function listAlerts(
  db: Db,
  contextIds: number[],
  options: AlertsQuery,
  severities: Map<number, AlertSeverities>,
  ownerName?: string,
  now = Date.now(),
) {
  const { state = 'all', kind, severity, uid, sort = 'newest', page = 1, size = 10 } = options;
  const rank = severityRankSql(severities);
  let query = alertsOf(db).where('alerts.contextId', 'in', contextIds.length > 0 ? contextIds : [-1]);
  if (state === 'open') query = query.where('alerts.state', '<>', 'closed');
  if (state === 'closed') query = query.where('alerts.state', '=', 'closed');
  if (kind) query = query.where('alerts.kind', '=', kind);
  if (severity) query = query.where(rank, '=', severityRank(severity));
  // The store and register details' history: a store's alerts are its own and its registers'.
  if (options.storeUid) query = query.where('alerts.storeUid', '=', options.storeUid);
  if (options.cashpointUid) query = query.where('alerts.cashpointUid', '=', options.cashpointUid);
  if (uid) query = query.where('alerts.uid', '=', uid);
  // 'Meine Alarme': an owner is kept by name (migration 0020), so the caller's name finds theirs.
  if (options.mine && ownerName !== undefined) query = query.where('alerts.assigneeName', '=', ownerName);
  // 'Alarme ohne Bearbeiter': nobody has taken it over.
  if (options.owner === 'none') query = query.where('alerts.assigneeName', 'is', null);
  // A snooze is over at its time (or when cleared), and a closed alert is past snoozing.
  if (options.snoozed === 'hide')
    query = query.where((eb) =>
      eb.or([
        eb('alerts.state', '=', 'closed'),
        eb('alerts.snoozedUntil', 'is', null),
        eb('alerts.snoozedUntil', '<=', now),
      ]),
    );
  if (options.snoozed === 'only')
    query = query.where('alerts.state', '<>', 'closed').where('alerts.snoozedUntil', '>', now);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(alertColumns)
    .select(lastFoundAt(sql`alerts`).as('updatedAt'))
    .orderBy(sql`case when ${sql.ref('alerts.state')} = 'closed' then 1 else 0 end`)
    .$if(sort === 'severity', (q) => q.orderBy(rank))
    .orderBy('alerts.openedAt', 'desc')
    .orderBy('alerts.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { rows, total: Number(total) };
}

export type AlertListRow = Awaited<ReturnType<typeof listAlerts>>['rows'][number];

/** The alert with this uid in one of these contexts, with its context; undefined for any other. */
export function findVisibleAlert(db: Db, uid: string, contextIds: number[]) {
  return alertsOf(db)
    .select(alertColumns)
    .select(lastFoundAt(sql`alerts`).as('updatedAt'))
    .where('alerts.uid', '=', uid)
    .where('alerts.contextId', 'in', contextIds.length > 0 ? contextIds : [-1])
    .executeTakeFirst();
}

/** The alerts with these uids in one of these contexts, with their context; any other is left out. */
export function findVisibleAlerts(db: Db, uids: string[], contextIds: number[]) {
  return alertsOf(db)
    .select(alertColumns)
    .where('alerts.uid', 'in', uids.length > 0 ? uids : [''])
    .where('alerts.contextId', 'in', contextIds.length > 0 ? contextIds : [-1])
    .orderBy('alerts.id')
    .execute();
}

/**
 * Marks the alert acknowledged unless it has closed meanwhile (a check may close it at the same
 * moment): false when it had.
 */
export async function acknowledgeAlertRow(
  db: Db,
  id: number,
  values: { acknowledgedBy: string; acknowledgedAt: number; comment: string },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('alerts')
    .set({ ...values, state: 'acknowledged' })
    .where('id', '=', id)
    .where('state', '<>', 'closed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
