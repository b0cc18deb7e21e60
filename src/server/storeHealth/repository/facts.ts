import type { Db } from '../../platform/db/connection';

// What store health reads of a context (issue 51): its stores, and of the facts the agents reported
// only the rows that can be a cause (a device not ok, a terminal with something to say, receipts
// waiting, master data not applied today), so a context of thousands of stores reads a few rows
// beyond its store list.

const num = (value: number | string | null) => (value === null ? null : Number(value));

export async function storesOf(db: Db, contextId: number) {
  return db.kysely
    .selectFrom('stores')
    .select(['id', 'uid', 'storeId', 'name'])
    .where('contextId', '=', contextId)
    .execute();
}

const registersOf = (db: Db, contextId: number) =>
  db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .where('s.contextId', '=', contextId);

export async function devicesNotOk(db: Db, contextId: number) {
  const rows = await registersOf(db, contextId)
    .innerJoin('cashpointPeripherals as p', 'p.cashpointId', 'c.id')
    .select(['c.id as cashpointId', 'c.storeRowId', 'c.uid', 'c.posId', 'p.kind', 'p.state', 'p.since'])
    .where('p.state', '<>', 'ok')
    .execute();
  return rows.map((row) => ({ ...row, since: Number(row.since) }));
}

export async function terminalsToJudge(db: Db, contextId: number) {
  const rows = await registersOf(db, contextId)
    .innerJoin('cashpointPayments as t', 't.cashpointId', 'c.id')
    .select([
      'c.id as cashpointId',
      'c.storeRowId',
      'c.uid',
      'c.posId',
      't.terminalId',
      't.reachable',
      't.reachableSince',
      't.uncutSince',
      't.offlineTransactions',
      't.oldestOfflineAt',
    ])
    .where((eb) =>
      eb.or([eb('t.reachable', '=', 0), eb('t.offlineTransactions', '>', 0), eb('t.uncutSince', 'is not', null)]),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    reachableSince: Number(row.reachableSince),
    uncutSince: num(row.uncutSince),
    oldestOfflineAt: num(row.oldestOfflineAt),
  }));
}

export async function receiptsWaiting(db: Db, contextId: number) {
  const rows = await registersOf(db, contextId)
    .innerJoin('cashpointDataFlows as f', 'f.cashpointId', 'c.id')
    .select(['c.id as cashpointId', 'c.storeRowId', 'c.uid', 'c.posId', 'f.unsentReceipts', 'f.oldestUnsentAt'])
    .where('f.unsentReceipts', '>', 0)
    .execute();
  return rows.map((row) => ({ ...row, oldestUnsentAt: num(row.oldestUnsentAt) }));
}

/** Master data received but not applied, or prices not applied since `dayStart` (the rule's two causes). */
export async function masterDataToJudge(db: Db, contextId: number, dayStart: number) {
  const rows = await db.kysely
    .selectFrom('storeMasterData as m')
    .innerJoin('stores as s', 's.id', 'm.storeRowId')
    .select(['m.storeRowId', 'm.kind', 'm.version', 'm.receivedAt', 'm.appliedAt'])
    .where('s.contextId', '=', contextId)
    .where((eb) =>
      eb.or([
        eb('m.appliedAt', 'is', null),
        eb('m.appliedAt', '<', eb.ref('m.receivedAt')),
        eb.and([eb('m.kind', '=', 'prices'), eb('m.appliedAt', '<', dayStart)]),
      ]),
    )
    .execute();
  return rows.map((row) => ({ ...row, receivedAt: num(row.receivedAt), appliedAt: num(row.appliedAt) }));
}
