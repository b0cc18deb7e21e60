import type { Db } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import type { FleetMeasure } from './measure';

// The snapshots' rows (migration 0042): one set per context and day, written whole.

export interface DayRow extends FleetMeasure {
  redStores: number;
  takenAt: number;
}

/**
 * Writes the context's set of `day`: replaces one there (`replace`), or writes only when the day has
 * none (a missing yesterday filled at the job's start). Returns whether it wrote. The day's rows go
 * in one transaction, so a reader never sees half a set; two instances writing the same day at once
 * end with one set, the primary keys refusing the second.
 */
export async function writeDay(
  db: Db,
  contextId: number,
  day: string,
  row: DayRow,
  mode: 'replace' | 'ifMissing',
): Promise<boolean> {
  return inTransaction(db, async ({ kysely: trx }) => {
    const existing = await trx
      .selectFrom('fleetDays')
      .select('day')
      .where('contextId', '=', contextId)
      .where('day', '=', day)
      .executeTakeFirst();
    if (existing && mode === 'ifMissing') return false;
    for (const table of ['fleetDays', 'fleetDayVersions', 'fleetDayAlerts'] as const)
      await trx.deleteFrom(table).where('contextId', '=', contextId).where('day', '=', day).execute();
    await trx
      .insertInto('fleetDays')
      .values({
        contextId,
        day,
        cashpoints: row.cashpoints,
        onlineCashpoints: row.onlineCashpoints,
        redStores: row.redStores,
        takenAt: row.takenAt,
      })
      .execute();
    if (row.versions.length > 0)
      await trx
        .insertInto('fleetDayVersions')
        .values(row.versions.map((v) => ({ contextId, day, ...v })))
        .execute();
    if (row.alerts.length > 0)
      await trx
        .insertInto('fleetDayAlerts')
        .values(row.alerts.map((a) => ({ contextId, day, alertKind: a.kind, openAlerts: a.open })))
        .execute();
    return true;
  });
}

/** The context's snapshots from `fromDay` to `toDay` (both counted), oldest first, with their versions and alerts. */
export async function daysOf(db: Db, contextId: number, fromDay: string, toDay: string) {
  const [days, versions, alerts] = await Promise.all([
    db.kysely
      .selectFrom('fleetDays')
      .select(['day', 'cashpoints', 'onlineCashpoints', 'redStores'])
      .where('contextId', '=', contextId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .orderBy('day')
      .execute(),
    db.kysely
      .selectFrom('fleetDayVersions')
      .select(['day', 'version', 'orderKey', 'cashpoints'])
      .where('contextId', '=', contextId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .execute(),
    db.kysely
      .selectFrom('fleetDayAlerts')
      .select(['day', 'alertKind', 'openAlerts'])
      .where('contextId', '=', contextId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .orderBy('alertKind')
      .execute(),
  ]);
  return { days, versions, alerts };
}
