import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The reads of the page 'Kassenmeldungen' (issue 52): per store of a context its earliest due change
// or its last report, and for one page of stores their due changes and the master data a report needs.

export interface StoreHead {
  storeUid: string;
  storeId: string;
  storeName: string;
  /** The earliest due change (ms); null for a store without one. */
  firstDueAt: number | null;
  /** The day of its last report, or null. */
  lastReportedOn: string | null;
  /** When its last report was marked (ms), or 0: the registers decommissioned since then are listed. */
  lastReportedAt: number;
}

interface HeadRow {
  storeUid: string;
  storeId: string;
  name: string;
  firstDue: number | string | null;
  reportedOn: string | null;
  reportedAt: number | string | null;
}

/**
 * Every store of the context with a due change (`due`) or with a report and none due (`reported`),
 * each with its earliest due change and its last report. One grouped read of the due changes' index
 * and one of the reports'; the page's order and states are the caller's.
 */
export async function storeHeads(db: Db, contextId: number, which: 'due' | 'reported'): Promise<StoreHead[]> {
  const dueJoin =
    which === 'due'
      ? sql`join (select store_uid, min(at) as first_due from fiscal_changes
          where context_id = ${contextId} and report_id is null group by store_uid) d on d.store_uid = f.store_uid`
      : sql`left join (select store_uid, min(at) as first_due from fiscal_changes
          where context_id = ${contextId} and report_id is null group by store_uid) d on d.store_uid = f.store_uid`;
  const reportJoin =
    which === 'due'
      ? sql`left join (select store_uid, max(reported_on) as reported_on, max(reported_at) as reported_at
          from fiscal_reports where context_id = ${contextId} group by store_uid) r on r.store_uid = f.store_uid`
      : sql`join (select store_uid, max(reported_on) as reported_on, max(reported_at) as reported_at
          from fiscal_reports where context_id = ${contextId} group by store_uid) r on r.store_uid = f.store_uid`;
  const rows = await sql<HeadRow>`
    select f.store_uid, f.store_id, coalesce(s.name, f.name) as name, d.first_due, r.reported_on, r.reported_at
    from fiscal_stores f
    ${dueJoin}
    ${reportJoin}
    left join stores s on s.uid = f.store_uid
    where f.context_id = ${contextId} ${which === 'reported' ? sql`and d.first_due is null` : sql``}
  `.execute(db.kysely);
  return rows.rows.map((r) => ({
    storeUid: r.storeUid,
    storeId: r.storeId,
    storeName: r.name,
    firstDueAt: r.firstDue === null ? null : Number(r.firstDue),
    lastReportedOn: r.reportedOn,
    lastReportedAt: r.reportedAt === null ? 0 : Number(r.reportedAt),
  }));
}

export interface DueChange {
  storeUid: string;
  kind: string;
  at: number;
  posId: string | null;
  fromValue: string | null;
  toValue: string | null;
}

/** The due changes of these stores, oldest first. */
export async function dueChangesOf(db: Db, contextId: number, storeUids: string[]): Promise<DueChange[]> {
  if (storeUids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('fiscalChanges as c')
    .leftJoin('fiscalRegisters as r', 'r.cashpointUid', 'c.cashpointUid')
    .select(['c.storeUid', 'c.kind', 'c.at', 'r.posId', 'c.fromValue', 'c.toValue', 'c.id'])
    .where('c.contextId', '=', contextId)
    .where('c.reportId', 'is', null)
    .where('c.storeUid', 'in', storeUids)
    .orderBy('c.at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    storeUid: r.storeUid,
    kind: r.kind,
    at: Number(r.at),
    posId: r.posId,
    fromValue: r.fromValue,
    toValue: r.toValue,
  }));
}

/** The master data a report of these stores needs: the taxpayer, each store's address, its registers. */
export async function reportFactsOf(db: Db, contextId: number, stores: { storeUid: string; since: number }[]) {
  const uids = stores.map((s) => s.storeUid);
  const taxpayer = await db.kysely
    .selectFrom('fiscalTaxpayers')
    .select(['name', 'taxNumber'])
    .where('contextId', '=', contextId)
    .executeTakeFirst();
  if (uids.length === 0) return { taxpayer, stores: [], registers: [] };
  const storeRows = [];
  const registers = [];
  // In parts, so a query's parameters stay few (SQLite's limit) however many stores are asked.
  for (let i = 0; i < uids.length; i += 500) {
    const part = uids.slice(i, i + 500);
    storeRows.push(
      ...(await db.kysely
        .selectFrom('fiscalStores')
        .select(['storeUid', 'street', 'postalCode', 'city'])
        .where('storeUid', 'in', part)
        .execute()),
    );
    registers.push(
      ...(await db.kysely
        .selectFrom('fiscalRegisters')
        .select([
          'storeUid',
          'posId',
          'systemKind',
          'manufacturer',
          'model',
          'serialNumber',
          'purchasedOn',
          'decommissionedOn',
          'tseSerial',
          'removedAt',
        ])
        .where('contextId', '=', contextId)
        .where('storeUid', 'in', part)
        .execute()),
    );
  }
  return { taxpayer, stores: storeRows, registers };
}
