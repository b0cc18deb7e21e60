import type { Db } from '../../platform/db/connection';
import { locksRows } from '../../platform/db/transaction';

// Planned maintenance of stores and registers, and which alerts it covers. An alert is covered by a
// running maintenance of its store (all of the store's alerts, its registers' too) or of its register.

const columns = [
  'maintenanceWindows.id',
  'maintenanceWindows.uid',
  'maintenanceWindows.contextId',
  'maintenanceWindows.storeUid',
  'maintenanceWindows.storeId',
  'maintenanceWindows.cashpointUid',
  'maintenanceWindows.posId',
  'maintenanceWindows.reason',
  'maintenanceWindows.startsAt',
  'maintenanceWindows.endsAt',
  'maintenanceWindows.endedAt',
  'maintenanceWindows.createdBy',
] as const;

function running(db: Db, now: number) {
  return db.kysely
    .selectFrom('maintenanceWindows')
    .where('maintenanceWindows.startsAt', '<=', now)
    .where('maintenanceWindows.endsAt', '>', now)
    .where('maintenanceWindows.endedAt', 'is', null);
}

function numbers<T extends { startsAt: number; endsAt: number; endedAt: number | null }>(row: T): T {
  return {
    ...row,
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    endedAt: row.endedAt === null ? null : Number(row.endedAt),
  };
}

/** The maintenance running now in this context, soonest end first. */
export async function runningMaintenance(db: Db, contextId: number, now: number) {
  const rows = await running(db, now)
    .select(columns)
    .where('maintenanceWindows.contextId', '=', contextId)
    .orderBy('maintenanceWindows.endsAt')
    .orderBy('maintenanceWindows.id')
    .execute();
  return rows.map(numbers);
}

export type MaintenanceRow = Awaited<ReturnType<typeof runningMaintenance>>[number];

/** The maintenance of this uid in this context, running or not. */
export async function findMaintenance(db: Db, contextId: number, uid: string) {
  const row = await db.kysely
    .selectFrom('maintenanceWindows')
    .select(columns)
    .where('contextId', '=', contextId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row && numbers(row);
}

/** The maintenance running now of exactly this subject (a store, or one of its registers). */
export async function runningOfSubject(
  db: Db,
  contextId: number,
  storeUid: string,
  cashpointUid: string | null,
  now: number,
) {
  const row = await running(db, now)
    .select(columns)
    .where('contextId', '=', contextId)
    .where('storeUid', '=', storeUid)
    .where('cashpointUid', cashpointUid === null ? 'is' : '=', cashpointUid)
    .executeTakeFirst();
  return row && numbers(row);
}

/**
 * A store of the context by uid, and one of its registers when `cashpointUid` names one. Inside a
 * transaction on PostgreSQL the store's row stays locked until it ends (FOR NO KEY UPDATE, so rows
 * that refer to the store are not held up): two starts of maintenance in the same store run one after
 * the other, and the second sees the first's row (a check, then an
 * insert, would otherwise let both pass). SQLite runs one transaction at a time.
 */
export async function findSubject(db: Db, contextId: number, storeUid: string, cashpointUid: string | null) {
  const query = db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('contextId', '=', contextId)
    .where('uid', '=', storeUid);
  const store = await (locksRows(db) && db.kysely.isTransaction ? query.forNoKeyUpdate() : query).executeTakeFirst();
  if (!store || cashpointUid === null) return store && { store, cashpoint: null };
  const cashpoint = await db.kysely
    .selectFrom('cashpoints')
    .select(['uid', 'posId'])
    .where('storeRowId', '=', store.id)
    .where('uid', '=', cashpointUid)
    .executeTakeFirst();
  return cashpoint && { store, cashpoint };
}

export interface NewMaintenance {
  uid: string;
  contextId: number;
  storeUid: string;
  storeId: string;
  cashpointUid: string | null;
  posId: string | null;
  reason: string;
  startsAt: number;
  endsAt: number;
  createdBy: string;
}

export async function insertMaintenance(db: Db, values: NewMaintenance): Promise<void> {
  await db.kysely.insertInto('maintenanceWindows').values(values).execute();
}

/** Ends a running maintenance at `now`; false when it was over already (or another call ended it). */
export async function endMaintenanceRow(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('maintenanceWindows')
    .set({ endedAt: now })
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .where('endsAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Of these alerts, those a maintenance covers now, each with that maintenance (the one ending last). */
export async function coveringMaintenance(db: Db, alertIds: number[], now: number) {
  if (alertIds.length === 0) return [];
  const rows = await running(db, now)
    .innerJoin('alerts', (join) =>
      join
        .onRef('alerts.contextId', '=', 'maintenanceWindows.contextId')
        .onRef('alerts.storeUid', '=', 'maintenanceWindows.storeUid'),
    )
    .where((eb) =>
      eb.or([
        eb('maintenanceWindows.cashpointUid', 'is', null),
        eb('maintenanceWindows.cashpointUid', '=', eb.ref('alerts.cashpointUid')),
      ]),
    )
    .where('alerts.id', 'in', alertIds)
    .select(['alerts.id as alertId', 'maintenanceWindows.uid', 'maintenanceWindows.reason'])
    .select('maintenanceWindows.endsAt')
    .orderBy('maintenanceWindows.endsAt')
    .execute();
  return rows.map((row) => ({ ...row, endsAt: Number(row.endsAt) }));
}

/**
 * Makes the pending notifications held for this maintenance (held until its end, to the
 * millisecond) due at `now`, as it ended early. Rows due at another time (a retry's wait, a
 * sender's lease) keep it.
 */
export async function releaseHeld(
  db: Db,
  maintenance: { contextId: number; storeUid: string; cashpointUid: string | null; endsAt: number },
  now: number,
): Promise<void> {
  const alertIds = db.kysely
    .selectFrom('alerts')
    .select('id')
    .where('contextId', '=', maintenance.contextId)
    .where('storeUid', '=', maintenance.storeUid)
    .$if(maintenance.cashpointUid !== null, (q) => q.where('cashpointUid', '=', maintenance.cashpointUid));
  await db.kysely
    .updateTable('alertNotifications')
    .set({ nextAttemptAt: now })
    .where('state', '=', 'pending')
    .where('nextAttemptAt', '=', maintenance.endsAt)
    .where('alertId', 'in', alertIds)
    .execute();
}
