import type { Db } from '../../platform/db/connection';

// What the fleet history's tables (migration 0042) hold of a context, for its tests.

export async function fleetDayRows(db: Db, contextKey: string) {
  const context = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', contextKey)
    .executeTakeFirstOrThrow();
  const of = <T extends 'fleetDays' | 'fleetDayVersions' | 'fleetDayAlerts'>(table: T) =>
    db.kysely
      .selectFrom(table as 'fleetDayVersions')
      .selectAll()
      .where('contextId', '=', context.id)
      .orderBy('day')
      .execute();
  const [days, versions, alerts] = await Promise.all([of('fleetDays'), of('fleetDayVersions'), of('fleetDayAlerts')]);
  const sorted = (rows: object[]) => rows.map((r) => JSON.stringify(r)).sort();
  return { days: days.length, rows: [sorted(days), sorted(versions), sorted(alerts)] };
}
