import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type {
  FiscalChangesTable,
  FiscalRegistersTable,
  FiscalStoresTable,
  FiscalTaxpayersTable,
} from '../../platform/db/schemaNotifications';

// The Kassenmeldung's master data and changes planted as rows, for the report's tests: the change
// detection and the master-data forms are built beside the report, so its tests write what those
// would have written.

/** The row id of a context by key. */
export async function contextRowId(db: Db, contextKey: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', contextKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The context's row id and a store's and its register's uids, by the keys the tests know. */
export async function fleetIds(db: Db, contextKey: string, storeId: string, posId: string) {
  const row = await db.kysely
    .selectFrom('contexts as x')
    .innerJoin('stores as s', 's.contextId', 'x.id')
    .innerJoin('cashpoints as c', 'c.storeRowId', 's.id')
    .select(['x.id as contextId', 's.uid as storeUid', 's.name as storeName', 'c.uid as cashpointUid'])
    .where('x.key', '=', contextKey)
    .where('s.storeId', '=', storeId)
    .where('c.posId', '=', posId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function upsertTaxpayer(db: Db, row: Insertable<FiscalTaxpayersTable>): Promise<void> {
  const { contextId: _contextId, ...values } = row;
  await db.kysely
    .insertInto('fiscalTaxpayers')
    .values(row)
    .onConflict((oc) => oc.column('contextId').doUpdateSet(values))
    .execute();
}

export async function upsertFiscalStore(db: Db, row: Insertable<FiscalStoresTable>): Promise<void> {
  const { storeUid: _storeUid, ...values } = row;
  await db.kysely
    .insertInto('fiscalStores')
    .values(row)
    .onConflict((oc) => oc.column('storeUid').doUpdateSet(values))
    .execute();
}

export async function upsertFiscalRegister(db: Db, row: Insertable<FiscalRegistersTable>): Promise<void> {
  const { cashpointUid: _cashpointUid, ...values } = row;
  await db.kysely
    .insertInto('fiscalRegisters')
    .values(row)
    .onConflict((oc) => oc.column('cashpointUid').doUpdateSet(values))
    .execute();
}

export async function updateFiscalRegister(
  db: Db,
  cashpointUid: string,
  values: Updateable<FiscalRegistersTable>,
): Promise<void> {
  await db.kysely.updateTable('fiscalRegisters').set(values).where('cashpointUid', '=', cashpointUid).execute();
}

export async function updateFiscalStore(db: Db, storeUid: string, values: Updateable<FiscalStoresTable>) {
  await db.kysely.updateTable('fiscalStores').set(values).where('storeUid', '=', storeUid).execute();
}

/** Plants a change that must be reported; its id. */
export async function insertFiscalChange(db: Db, row: Insertable<FiscalChangesTable>): Promise<number> {
  const { id } = await db.kysely.insertInto('fiscalChanges').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The report each change is linked to (null while due), by change id. */
export async function changeReportIds(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  const rows = await db.kysely.selectFrom('fiscalChanges').select(['id', 'reportId']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.reportId]));
}

/** Forgets the store's fiscal registers, changes and reports, so a test starts from its own rows. */
export async function clearFiscalStore(db: Db, storeUid: string): Promise<void> {
  await db.kysely.deleteFrom('fiscalChanges').where('storeUid', '=', storeUid).execute();
  await db.kysely.deleteFrom('fiscalReports').where('storeUid', '=', storeUid).execute();
  await db.kysely.deleteFrom('fiscalRegisters').where('storeUid', '=', storeUid).execute();
}
