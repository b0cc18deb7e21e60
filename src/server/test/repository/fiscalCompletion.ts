import type { Db } from '../../platform/db/connection';

// The master data a report needs, filled in for every register of a store that lacks it, as a person
// would before marking the report sent: for tests about which registers and changes a report carries,
// not about the forms (those have their own tests).

export async function completeStoreMasterData(db: Db, storeUid: string, today: string): Promise<void> {
  await db.kysely
    .updateTable('fiscalRegisters')
    .set({
      systemKind: 'computerCashSystem',
      manufacturer: 'Kassenbau GmbH',
      model: 'K-1',
      serialNumber: 'SN-1',
      purchasedOn: '2020-01-01',
    })
    .where('storeUid', '=', storeUid)
    .where('systemKind', 'is', null)
    .execute();
  await db.kysely
    .updateTable('fiscalRegisters')
    .set({ decommissionedOn: today })
    .where('storeUid', '=', storeUid)
    .where('removedAt', 'is not', null)
    .where('decommissionedOn', 'is', null)
    .execute();
}
