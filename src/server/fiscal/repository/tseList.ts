import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** A TSE with what its list row shows, before the estimate and the registers are added. */
export interface TseListRow {
  id: number;
  contextKey: string;
  serial: string;
  type: string;
  bsiCertificateId: string | null;
  manufacturer: string | null;
  model: string | null;
  certificateValidUntil: string;
  activatedAt: number | null;
  signatureCounter: number | null;
  signatureCapacity: number | null;
  counterAt: number | null;
  state: string;
  timeSet: number | null;
  lastExportAt: number | null;
  lastExportOk: number | null;
  lastSelfTestAt: number | null;
  lastSelfTestOk: number | null;
  storeId: string | null;
  firstSeen: number;
  lastSeen: number;
  retiredAt: number | null;
  plannedFor: string | null;
  planNote: string | null;
  plannedBy: string | null;
  plannedAt: number | null;
}

export interface TseListQuery {
  contextIds: number[];
  state?: string;
  expiresBefore?: string;
  expiresFrom?: string;
  /** 'Handlungsbedarf': the certificate ends before this day, or the TSE is not ready or failing. */
  needsActionBefore?: string;
  cashpointUid?: string;
  sortBy: 'daysLeft' | 'capacityUsedPercent' | 'lastExportAt' | 'serial';
  limit: number;
  offset: number;
}

function selectRows(db: Kysely<Database>) {
  return db
    .selectFrom('tses as t')
    .innerJoin('contexts as c', 'c.id', 't.contextId')
    .leftJoin('stores as s', 's.id', 't.storeRowId')
    .leftJoin('tseSwapPlans as p', (join) => join.onRef('p.tseId', '=', 't.id').on('p.doneAt', 'is', null))
    .select([
      't.id',
      'c.key as contextKey',
      't.serial',
      't.type',
      't.bsiCertificateId',
      't.manufacturer',
      't.model',
      't.certificateValidUntil',
      't.activatedAt',
      't.signatureCounter',
      't.signatureCapacity',
      't.counterAt',
      't.state',
      't.timeSet',
      't.lastExportAt',
      't.lastExportOk',
      't.lastSelfTestAt',
      't.lastSelfTestOk',
      's.storeId',
      't.firstSeen',
      't.lastSeen',
      't.retiredAt',
      'p.plannedFor',
      'p.note as planNote',
      'p.plannedBy',
      'p.plannedAt',
    ]);
}

// The TSEs in use of the given contexts with the filters; `retired_at is null` as the partial
// indexes state it, so the planner takes them.
function matching(db: Kysely<Database>, q: Omit<TseListQuery, 'sortBy' | 'limit' | 'offset'>) {
  let query = db
    .selectFrom('tses as t')
    .where('t.contextId', 'in', q.contextIds)
    .where(sql<boolean>`t.retired_at is null`);
  if (q.state) query = query.where('t.state', '=', q.state);
  if (q.expiresBefore) query = query.where('t.certificateValidUntil', '<', q.expiresBefore);
  if (q.expiresFrom) query = query.where('t.certificateValidUntil', '>=', q.expiresFrom);
  const before = q.needsActionBefore;
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('t.certificateValidUntil', '<', before),
        eb('t.state', '<>', 'initialized'),
        eb('t.timeSet', '=', 0),
        eb('t.lastExportOk', '=', 0),
        eb('t.lastSelfTestOk', '=', 0),
      ]),
    );
  const uid = q.cashpointUid;
  if (uid)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tseAssignments as a')
          .innerJoin('cashpoints as cp', 'cp.id', 'a.cashpointId')
          .select('a.tseId')
          .whereRef('a.tseId', '=', 't.id')
          .where('cp.uid', '=', uid),
      ),
    );
  return query;
}

const orders = {
  // Soonest end first; the serial keeps pages stable among TSEs ending on one day.
  daysLeft: sql`t.certificate_valid_until asc, t.serial asc, t.id asc`,
  capacityUsedPercent: sql`(t.signature_counter * 1.0 / t.signature_capacity) desc nulls last, t.serial asc, t.id asc`,
  // Never exported first, then the oldest export.
  lastExportAt: sql`t.last_export_at asc nulls first, t.serial asc, t.id asc`,
  serial: sql`t.serial asc, t.id asc`,
};

/** One page of the matching TSEs in the asked order, and how many match in all. */
export async function listTses(db: Kysely<Database>, q: TseListQuery): Promise<{ rows: TseListRow[]; total: number }> {
  if (q.contextIds.length === 0) return { rows: [], total: 0 };
  const ids = matching(db, q).select('t.id').orderBy(orders[q.sortBy]).limit(q.limit).offset(q.offset);
  const [page, total] = await Promise.all([ids.execute(), countTses(db, q)]);
  const rows = await rowsByIds(
    db,
    page.map((r) => r.id),
  );
  return { rows, total };
}

/**
 * How many match: without a filter the sum of the monthly counts (a few rows per context instead of
 * every TSE's index entry), else counted.
 */
async function countTses(db: Kysely<Database>, q: TseListQuery): Promise<number> {
  if (!q.state && !q.expiresBefore && !q.expiresFrom && !q.needsActionBefore && !q.cashpointUid) {
    const row = await db
      .selectFrom('tseMonthCounts')
      .select((eb) => eb.fn.sum<number>('tses').as('n'))
      .where('contextId', 'in', q.contextIds)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  const row = await matching(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The rows of these TSEs, in the order of the ids. */
export async function rowsByIds(db: Kysely<Database>, ids: number[]): Promise<TseListRow[]> {
  if (ids.length === 0) return [];
  const found = await selectRows(db).where('t.id', 'in', ids).execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row as TseListRow] : [];
  });
}

/** The TSE of a context by serial, also one swapped out of use. */
export async function tseBySerial(db: Kysely<Database>, contextId: number, serial: string) {
  return (await selectRows(db)
    .where('t.contextId', '=', contextId)
    .where('t.serial', '=', serial)
    .executeTakeFirst()) as TseListRow | undefined;
}

/** The registers each TSE serves now. */
export async function cashpointsOf(db: Kysely<Database>, tseIds: number[]) {
  const byTse = new Map<number, { uid: string; storeId: string; posId: string }[]>();
  if (tseIds.length === 0) return byTse;
  const rows = await db
    .selectFrom('tseAssignments as a')
    .innerJoin('cashpoints as c', 'c.id', 'a.cashpointId')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .select(['a.tseId', 'c.uid', 's.storeId', 'c.posId'])
    .where('a.tseId', 'in', tseIds)
    .orderBy('s.storeId')
    .orderBy('c.posId')
    .execute();
  for (const row of rows) {
    const list = byTse.get(row.tseId) ?? [];
    list.push({ uid: row.uid, storeId: row.storeId, posId: row.posId });
    byTse.set(row.tseId, list);
  }
  return byTse;
}

/** The daily counter samples of these TSEs since `since` (ms), oldest first. */
export async function samplesOf(db: Kysely<Database>, tseIds: number[], since: number) {
  const byTse = new Map<number, { day: string; counter: number; at: number }[]>();
  if (tseIds.length === 0) return byTse;
  const rows = await db
    .selectFrom('tseCounterSamples')
    .select(['tseId', 'day', 'counter', 'at'])
    .where('tseId', 'in', tseIds)
    .where('at', '>=', since)
    .orderBy('tseId')
    .orderBy('day')
    .execute();
  for (const row of rows) {
    const list = byTse.get(row.tseId) ?? [];
    list.push({ day: row.day, counter: Number(row.counter), at: Number(row.at) });
    byTse.set(row.tseId, list);
  }
  return byTse;
}

/**
 * The forecast's counts per month ('YYYY-MM') in [from, before) of the TSEs in use: summed from the
 * counts per context and month that triggers keep (migration 0030), a few rows per context.
 */
export async function expiriesPerMonth(db: Kysely<Database>, contextIds: number[], from: string, before: string) {
  if (contextIds.length === 0) return [];
  const rows = await db
    .selectFrom('tseMonthCounts')
    .select([
      'month',
      (eb) => eb.fn.sum<number>('tses').as('tses'),
      (eb) => eb.fn.sum<number>('cashpoints').as('cashpoints'),
    ])
    .where('month', '>=', from.slice(0, 7))
    .where('month', '<', before.slice(0, 7))
    .where('contextId', 'in', contextIds)
    .groupBy('month')
    .execute();
  return rows.map((row) => ({ month: row.month, tses: Number(row.tses), cashpoints: Number(row.cashpoints) }));
}
