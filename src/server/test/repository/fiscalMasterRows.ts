import type { Db } from '../../platform/db/connection';

// The Kassenmeldung's tables read and planted as rows, for the master data's tests: the uids of a
// context's stores and registers, the fiscal record to compare before and after a refused call, and
// a register taken out of the fleet as the change detection would leave it.

export interface FleetRegister {
  storeUid: string;
  storeId: string;
  cashpointUid: string;
  posId: string;
  lastHeartbeat: number | null;
}

/** The registers of a context by store and register number. */
export async function fleetRegisters(db: Db, contextKey: string): Promise<FleetRegister[]> {
  const rows = await db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .select(['s.uid as storeUid', 's.storeId', 'c.uid as cashpointUid', 'c.posId', 'c.lastHeartbeat'])
    .where('x.key', '=', contextKey)
    .execute();
  return rows.sort((a, b) => Number(a.storeId) - Number(b.storeId) || Number(a.posId) - Number(b.posId));
}

/** Every row of the master data's tables and the audit log, to show that a refused call wrote nothing. */
export async function masterDataSnapshot(db: Db): Promise<string> {
  const [taxpayers, stores, registers, audit] = await Promise.all([
    db.kysely.selectFrom('fiscalTaxpayers').selectAll().orderBy('contextId').execute(),
    db.kysely.selectFrom('fiscalStores').selectAll().orderBy('storeUid').execute(),
    db.kysely.selectFrom('fiscalRegisters').selectAll().orderBy('cashpointUid').execute(),
    db.kysely.selectFrom('auditLog').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify({ taxpayers, stores, registers, audit });
}

export const fiscalRegisterRow = (db: Db, cashpointUid: string) =>
  db.kysely.selectFrom('fiscalRegisters').selectAll().where('cashpointUid', '=', cashpointUid).executeTakeFirst();

/** Deletes a register from the fleet, its fiscal record staying (as H2's delete does). */
export async function removeFromFleet(db: Db, cashpointUid: string, at: number): Promise<void> {
  await db.kysely
    .updateTable('fiscalRegisters')
    .set({ removedAt: at })
    .where('cashpointUid', '=', cashpointUid)
    .execute();
  await db.kysely.deleteFrom('cashpoints').where('uid', '=', cashpointUid).execute();
}
