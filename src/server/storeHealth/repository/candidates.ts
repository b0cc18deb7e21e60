import type { Db } from '../../platform/db/connection';

// The facts of the stores that can be other than green, over one or several contexts (the trees'
// marks, the start page's red stores): only the rows that can be a cause, as facts.ts reads them,
// each with its store's uid, number and name, so nothing is read of the stores that have none.

const num = (value: number | string | null) => (value === null ? null : Number(value));

const registersIn = (db: Db, contextIds: readonly number[]) =>
  db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .where('s.contextId', 'in', [...contextIds])
    .select([
      's.contextId',
      'c.storeRowId',
      's.uid as storeUid',
      's.storeId',
      's.name as storeName',
      'c.id as cashpointId',
      'c.uid',
      'c.posId',
    ]);

async function devices(db: Db, contextIds: readonly number[]) {
  const rows = await registersIn(db, contextIds)
    .innerJoin('cashpointPeripherals as p', 'p.cashpointId', 'c.id')
    .select(['p.kind', 'p.state', 'p.since'])
    .where('p.state', '<>', 'ok')
    // The registers with a device not ok, named once more from the partial index of the few not ok:
    // without it PostgreSQL walked every register of the context (the bench's 50,000 right after
    // their seeding: 149 ms against 46 ms), and SQLite probed each of them.
    .where(
      'c.id',
      'in',
      db.kysely.selectFrom('cashpointPeripherals as q').select('q.cashpointId').where('q.state', '<>', 'ok'),
    )
    .execute();
  return rows.map((row) => ({ ...row, since: Number(row.since) }));
}

async function terminals(db: Db, contextIds: readonly number[]) {
  const rows = await registersIn(db, contextIds)
    .innerJoin('cashpointPayments as t', 't.cashpointId', 'c.id')
    .select([
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
    reachable: row.reachable === 1,
    reachableSince: Number(row.reachableSince),
    uncutSince: num(row.uncutSince),
    oldestOfflineAt: num(row.oldestOfflineAt),
  }));
}

async function flows(db: Db, contextIds: readonly number[]) {
  const rows = await registersIn(db, contextIds)
    .innerJoin('cashpointDataFlows as f', 'f.cashpointId', 'c.id')
    .select(['f.unsentReceipts', 'f.oldestUnsentAt'])
    .where('f.unsentReceipts', '>', 0)
    .execute();
  return rows.map((row) => ({ ...row, oldestUnsentAt: num(row.oldestUnsentAt) }));
}

/** Master data received but not applied, or prices not applied since `dayStart` (the rule's two causes). */
async function masterData(db: Db, contextIds: readonly number[], dayStart: number) {
  const rows = await db.kysely
    .selectFrom('storeMasterData as m')
    .innerJoin('stores as s', 's.id', 'm.storeRowId')
    .select([
      's.contextId',
      'm.storeRowId',
      's.uid as storeUid',
      's.storeId',
      's.name as storeName',
      'm.kind',
      'm.version',
      'm.receivedAt',
      'm.appliedAt',
    ])
    .where('s.contextId', 'in', [...contextIds])
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

/**
 * The rows that can be a cause in these contexts (at least one). `redOnly` leaves out the master data, which is
 * never more than yellow (the start page asks only for red).
 */
export async function candidateFacts(db: Db, contextIds: readonly number[], dayStart: number, redOnly = false) {
  const [d, t, f, m] = await Promise.all([
    devices(db, contextIds),
    terminals(db, contextIds),
    flows(db, contextIds),
    redOnly ? ([] as Awaited<ReturnType<typeof masterData>>) : masterData(db, contextIds, dayStart),
  ]);
  return { devices: d, terminals: t, flows: f, masterData: m };
}
