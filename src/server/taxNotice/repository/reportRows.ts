import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type {
  FiscalRegistersTable,
  FiscalStoresTable,
  FiscalTaxpayersTable,
} from '../../platform/db/schemaNotifications';

// The reads of a store's Kassenmeldung (issue 52): the taxpayer, the store, its registers with their
// TSEs, the changes not yet reported and the snapshots of the reports sent; and the writes of
// 'Als gemeldet markieren'. Several stores at once for the initial report of a whole context.

export type TaxpayerRow = Selectable<FiscalTaxpayersTable>;
export type FiscalStoreRow = Selectable<FiscalStoresTable>;
export type FiscalRegisterRow = Selectable<FiscalRegistersTable>;
export interface TseFacts {
  serial: string;
  type: string;
  bsiCertificateId: string | null;
}
export interface DueChangeRow {
  id: number;
  storeUid: string;
  cashpointUid: string | null;
  kind: string;
  at: number;
  fromValue: string | null;
  toValue: string | null;
}

export async function taxpayerOf(db: Kysely<Database>, contextId: number): Promise<TaxpayerRow | undefined> {
  return db.selectFrom('fiscalTaxpayers').selectAll().where('contextId', '=', contextId).executeTakeFirst();
}

export async function fiscalStoreOf(
  db: Kysely<Database>,
  contextId: number,
  storeUid: string,
): Promise<FiscalStoreRow | undefined> {
  return db
    .selectFrom('fiscalStores')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('storeUid', '=', storeUid)
    .executeTakeFirst();
}

/** The stores of the context that are not closed, by store id (one page of them, if given). */
export async function openFiscalStores(
  db: Kysely<Database>,
  contextId: number,
  page?: { limit: number; offset: number },
): Promise<FiscalStoreRow[]> {
  let query = db
    .selectFrom('fiscalStores')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('closedAt', 'is', null)
    .orderBy('storeId')
    .orderBy('storeUid');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** How many stores of the context are not closed. */
export async function countOpenFiscalStores(db: Kysely<Database>, contextId: number): Promise<number> {
  const row = await db
    .selectFrom('fiscalStores')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('contextId', '=', contextId)
    .where('closedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every fiscal record of a register of these stores (the logic picks those a report lists). */
export async function registersOf(
  db: Kysely<Database>,
  contextId: number,
  storeUids: readonly string[],
): Promise<FiscalRegisterRow[]> {
  if (storeUids.length === 0) return [];
  return db
    .selectFrom('fiscalRegisters')
    .selectAll()
    .where('contextId', '=', contextId)
    .where('storeUid', 'in', storeUids)
    .execute();
}

/** The TSEs the cockpit knows by serial, of the context. */
export async function tsesBySerial(
  db: Kysely<Database>,
  contextId: number,
  serials: readonly string[],
): Promise<Map<string, TseFacts>> {
  if (serials.length === 0) return new Map();
  const rows = await db
    .selectFrom('tses')
    .select(['serial', 'type', 'bsiCertificateId'])
    .where('contextId', '=', contextId)
    .where('serial', 'in', serials)
    .execute();
  return new Map(rows.map((row) => [row.serial, row]));
}

/** The TSE each of these registers (by uid) is assigned to now, where the fleet still has the register. */
export async function assignedTses(
  db: Kysely<Database>,
  cashpointUids: readonly string[],
): Promise<Map<string, TseFacts>> {
  if (cashpointUids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tseAssignments as a')
    .innerJoin('cashpoints as c', 'c.id', 'a.cashpointId')
    .innerJoin('tses as t', 't.id', 'a.tseId')
    .select(['c.uid', 't.serial', 't.type', 't.bsiCertificateId'])
    .where('c.uid', 'in', cashpointUids)
    .execute();
  return new Map(rows.map(({ uid, ...tse }) => [uid, tse]));
}

/** The changes of these stores not yet reported, oldest first. */
export async function dueChangesOf(
  db: Kysely<Database>,
  contextId: number,
  storeUids: readonly string[],
): Promise<DueChangeRow[]> {
  if (storeUids.length === 0) return [];
  return db
    .selectFrom('fiscalChanges')
    .select(['id', 'storeUid', 'cashpointUid', 'kind', 'at', 'fromValue', 'toValue'])
    .where('contextId', '=', contextId)
    .where('storeUid', 'in', storeUids)
    .where('reportId', 'is', null)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The reports of these stores, newest first (by the day sent, then when recorded). */
export async function reportsOf(db: Kysely<Database>, contextId: number, storeUids: readonly string[]) {
  if (storeUids.length === 0) return [];
  return db
    .selectFrom('fiscalReports')
    .select(['id', 'storeUid', 'reportedOn', 'transferTicket', 'reportedAt', 'reportedBy', 'snapshot'])
    .where('contextId', '=', contextId)
    .where('storeUid', 'in', storeUids)
    .orderBy('reportedOn', 'desc')
    .orderBy('reportedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface NewReport {
  contextId: number;
  storeUid: string;
  reportedOn: string;
  transferTicket: string;
  reportedAt: number;
  reportedBy: string;
  snapshot: string;
}

/** Records the report and links the changes it carried (by id, still due) to it; its id. */
export async function insertReport(db: Kysely<Database>, report: NewReport, changeIds: readonly number[]) {
  const { id } = await db.insertInto('fiscalReports').values(report).returning('id').executeTakeFirstOrThrow();
  if (changeIds.length > 0)
    await db
      .updateTable('fiscalChanges')
      .set({ reportId: id })
      .where('id', 'in', changeIds)
      .where('reportId', 'is', null)
      .execute();
  return id;
}
