import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import type {
  FiscalChangesTable,
  FiscalRegistersTable,
  FiscalStoresTable,
  FiscalTaxpayersTable,
} from '../../platform/db/schemaNotifications';

// The demo seed's reads and writes of the Kassenmeldung (issue 52): the fleet with its current TSE
// serials, and the fiscal rows the seed computed. A store or register the change detection already
// recorded keeps its row; the seed fills its master data in.

type Trx = Kysely<Database>;

/** Whether a taxpayer is stored: the demo's fiscal data are written only into a database without one. */
export async function hasAnyTaxpayer(db: Db): Promise<boolean> {
  return (await db.kysely.selectFrom('fiscalTaxpayers').select('contextId').limit(1).executeTakeFirst()) !== undefined;
}

/** Every register of every store (stores without one too), with its TSE's serial, in a stable order. */
export async function seedFiscalFleet(db: Db) {
  return db.kysely
    .selectFrom('stores as s')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .leftJoin('cashpoints as c', 'c.storeRowId', 's.id')
    .leftJoin('tseAssignments as a', 'a.cashpointId', 'c.id')
    .leftJoin('tses as t', 't.id', 'a.tseId')
    .select([
      'x.id as contextId',
      'x.key as contextKey',
      'x.name as contextName',
      'x.type as contextType',
      's.uid as storeUid',
      's.storeId',
      's.name as storeName',
      'c.uid as cashpointUid',
      'c.posId',
      'c.posType',
      'c.agentVersion',
      'c.lastHeartbeat',
      't.serial as tseSerial',
    ])
    .orderBy('x.key')
    .orderBy('s.id')
    .orderBy('c.id')
    .execute();
}

const chunkSize = 100;
const storeData = ['street', 'postalCode', 'city'] as const;
const registerData = [
  'systemKind',
  'manufacturer',
  'model',
  'softwareName',
  'softwareVersion',
  'serialNumber',
  'purchasedOn',
  'decommissionedOn',
  'decommissionReason',
  'removedAt',
  'firstSeen',
] as const;

export interface FiscalSeed {
  taxpayers: Insertable<FiscalTaxpayersTable>[];
  stores: Insertable<FiscalStoresTable>[];
  registers: Insertable<FiscalRegistersTable>[];
  changes: Insertable<FiscalChangesTable>[];
}

/** Writes the demo's taxpayers, stores, registers and changes due. */
export async function insertFiscalSeed(trx: Trx, seed: FiscalSeed): Promise<void> {
  if (seed.taxpayers.length > 0) await trx.insertInto('fiscalTaxpayers').values(seed.taxpayers).execute();
  for (let i = 0; i < seed.stores.length; i += chunkSize)
    await trx
      .insertInto('fiscalStores')
      .values(seed.stores.slice(i, i + chunkSize))
      .onConflict((oc) =>
        oc
          .column('storeUid')
          .doUpdateSet((eb) => Object.fromEntries(storeData.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
  for (let i = 0; i < seed.registers.length; i += chunkSize)
    await trx
      .insertInto('fiscalRegisters')
      .values(seed.registers.slice(i, i + chunkSize))
      .onConflict((oc) =>
        oc
          .column('cashpointUid')
          .doUpdateSet((eb) => Object.fromEntries(registerData.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
  for (let i = 0; i < seed.changes.length; i += chunkSize)
    await trx
      .insertInto('fiscalChanges')
      .values(seed.changes.slice(i, i + chunkSize))
      .execute();
}
