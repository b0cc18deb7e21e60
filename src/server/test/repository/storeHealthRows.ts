import type { Db } from '../../platform/db/connection';

/** What the store health tables hold of a store (its registers' devices, terminals, receipts; its master data), for the ingest tests. */
export async function storeHealthRowsOf(db: Db, contextKey: string, storeId: string) {
  const store = await db.kysely
    .selectFrom('stores as s')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .select(['s.id', 's.uid'])
    .where('x.key', '=', contextKey)
    .where('s.storeId', '=', storeId)
    .executeTakeFirst();
  if (!store) return { uid: null, peripherals: [], payments: [], dataFlows: [], masterData: [] };
  const registers = db.kysely.selectFrom('cashpoints').select('id').where('storeRowId', '=', store.id);
  const number = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  return {
    uid: store.uid,
    peripherals: number(
      await db.kysely
        .selectFrom('cashpointPeripherals')
        .select(['kind', 'name', 'state', 'since'])
        .where('cashpointId', 'in', registers)
        .orderBy('kind')
        .orderBy('name')
        .execute(),
    ),
    payments: number(
      await db.kysely
        .selectFrom('cashpointPayments')
        .select([
          'terminalId',
          'reachable',
          'reachableSince',
          'lastTransactionAt',
          'lastCutAt',
          'uncutSince',
          'offlineTransactions',
        ])
        .where('cashpointId', 'in', registers)
        .execute(),
    ),
    dataFlows: number(
      await db.kysely
        .selectFrom('cashpointDataFlows')
        .select(['unsentReceipts', 'oldestUnsentAt'])
        .where('cashpointId', 'in', registers)
        .execute(),
    ),
    masterData: number(
      await db.kysely
        .selectFrom('storeMasterData')
        .select(['kind', 'version', 'receivedAt', 'appliedAt'])
        .where('storeRowId', '=', store.id)
        .orderBy('kind')
        .execute(),
    ),
  };
}
