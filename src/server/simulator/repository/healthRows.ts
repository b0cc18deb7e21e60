import type { Db } from '../../platform/db/connection';

// What the in-process simulator reads back of a context to play its store health on (issue 51): the
// facts the agents (or the demo seed) reported last, so it goes on from them instead of flipping
// them (the stores' calendars come from the calendar's own reader, storeCalendarFacts).

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The registers' last reported printer, card terminal and receipts. */
export async function storedRegisterHealth(db: Db, contextId: number) {
  const rows = await db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as st', 'st.id', 'c.storeRowId')
    .leftJoin('cashpointPeripherals as p', (join) =>
      join.onRef('p.cashpointId', '=', 'c.id').on('p.kind', '=', 'printer'),
    )
    .leftJoin('cashpointPayments as t', 't.cashpointId', 'c.id')
    .leftJoin('cashpointDataFlows as f', 'f.cashpointId', 'c.id')
    .select([
      'st.storeId',
      'c.posId',
      'p.state as printerState',
      'p.since as printerSince',
      't.lastTransactionAt',
      't.lastCutAt',
      'f.unsentReceipts',
      'f.oldestUnsentAt',
      'f.lastUploadAt',
    ])
    .where('st.contextId', '=', contextId)
    .where((eb) =>
      eb.or([
        eb('p.cashpointId', 'is not', null),
        eb('t.cashpointId', 'is not', null),
        eb('f.cashpointId', 'is not', null),
      ]),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    printerSince: num(row.printerSince),
    lastTransactionAt: num(row.lastTransactionAt),
    lastCutAt: num(row.lastCutAt),
    unsentReceipts: num(row.unsentReceipts),
    oldestUnsentAt: num(row.oldestUnsentAt),
    lastUploadAt: num(row.lastUploadAt),
  }));
}

/** The store servers' last reported master data. */
export async function storedMasterData(db: Db, contextId: number) {
  const rows = await db.kysely
    .selectFrom('storeMasterData as m')
    .innerJoin('stores as st', 'st.id', 'm.storeRowId')
    .select(['st.storeId', 'm.kind', 'm.version', 'm.receivedAt', 'm.appliedAt'])
    .where('st.contextId', '=', contextId)
    .execute();
  return rows.map((row) => ({ ...row, receivedAt: num(row.receivedAt), appliedAt: num(row.appliedAt) }));
}
