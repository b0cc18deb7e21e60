import type { Db } from '../../platform/db/connection';

// The notification to the tax office (issue 52) in the tests: a store's due changes carried by a
// report (as marking it reported does), and a register's fiscal record as stored.

/** A report of the store marked on `reportedOn` at `at`, carrying its due changes. */
export async function markStoreReported(db: Db, storeUid: string, reportedOn: string, at: number): Promise<void> {
  const store = await db.kysely
    .selectFrom('fiscalStores')
    .select('contextId')
    .where('storeUid', '=', storeUid)
    .executeTakeFirstOrThrow();
  const report = await db.kysely
    .insertInto('fiscalReports')
    .values({
      contextId: store.contextId,
      storeUid,
      reportedOn,
      transferTicket: 'TT-1',
      reportedAt: at,
      reportedBy: 'test',
      snapshot: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .updateTable('fiscalChanges')
    .set({ reportId: report.id })
    .where('storeUid', '=', storeUid)
    .where('reportId', 'is', null)
    .execute();
}

/** The register's fiscal record, or undefined. */
export const fiscalRegisterRow = (db: Db, cashpointUid: string) =>
  db.kysely.selectFrom('fiscalRegisters').selectAll().where('cashpointUid', '=', cashpointUid).executeTakeFirst();

/** The store's fiscal record, or undefined. */
export const fiscalStoreRow = (db: Db, storeUid: string) =>
  db.kysely.selectFrom('fiscalStores').selectAll().where('storeUid', '=', storeUid).executeTakeFirst();

/** The store in the fiscal record with a due storeAdded change at `at`. */
export async function addDueStoreChange(
  db: Db,
  contextId: number,
  storeUid: string,
  storeId: string,
  at: number,
): Promise<void> {
  await db.kysely
    .insertInto('fiscalStores')
    .values({ storeUid, contextId, storeId, name: storeId, openedAt: at, updatedAt: at })
    .execute();
  await db.kysely
    .insertInto('fiscalChanges')
    .values({
      contextId,
      storeUid,
      cashpointUid: null,
      kind: 'storeAdded',
      at,
      fromValue: null,
      toValue: storeId,
      reportId: null,
    })
    .execute();
}

/**
 * The `count` registers with the highest ids deleted straight from the database, as no endpoint
 * does (the fiscal record not told): the uids deleted.
 */
export async function deleteNewestRegistersDirectly(db: Db, count: number): Promise<string[]> {
  const newest = await db.kysely
    .selectFrom('cashpoints')
    .select(['id', 'uid'])
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  await db.kysely
    .deleteFrom('cashpoints')
    .where(
      'id',
      'in',
      newest.map((r) => r.id),
    )
    .execute();
  return newest.map((r) => r.uid);
}

/** The register's fiscal record dropped, as if it had never been taken in (a register committed out of id order). */
export async function dropFiscalRegisterRow(db: Db, cashpointUid: string): Promise<void> {
  await db.kysely.deleteFrom('fiscalRegisters').where('cashpointUid', '=', cashpointUid).execute();
}
