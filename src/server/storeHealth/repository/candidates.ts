import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/connection';

// The facts of the stores that can be other than green, over one or several contexts (the trees'
// marks, the start page's red stores): only the rows that can be a cause, as facts.ts reads them,
// each with its store's uid, number and name, so nothing is read of the stores that have none.

const num = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The registers among `ids`, with their stores: the ids as one bound value however many, so
 * PostgreSQL plans the lookup by primary key for as many as it gets. Their contexts are not asked
 * here: SQLite then walked every register of the context by its index on the stores' context.
 */
async function registersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .where(
      db.dialect === 'postgres'
        ? sql<SqlBool>`c.id = any(${[...ids]}::integer[])`
        : sql<SqlBool>`c.id in (select value from json_each(${JSON.stringify(ids)}))`,
    )
    .select([
      's.contextId',
      'c.storeRowId',
      's.uid as storeUid',
      's.storeId',
      's.name as storeName',
      'c.id as cashpointId',
      'c.uid',
      'c.posId',
    ])
    .execute();
}

// Each of the three reads below takes the few rows that can be a cause from its table's partial index
// alone (migrations 0035, 0039), of every context, in register order: the index gives that order, so
// PostgreSQL reads it even before it has statistics of the table (right after a bulk load, when it
// takes half the rows for causes). Joined to the registers in the same statement, it then read every
// register of the fleet (a 550 MB table at 50,000 registers: 130 ms of the store health list's 177).

const devices = (db: Db) =>
  db.kysely
    .selectFrom('cashpointPeripherals')
    .select(['cashpointId', 'kind', 'state', 'since'])
    .where('state', '<>', 'ok')
    .orderBy('cashpointId')
    .execute();

const terminals = (db: Db) =>
  db.kysely
    .selectFrom('cashpointPayments')
    .select([
      'cashpointId',
      'terminalId',
      'reachable',
      'reachableSince',
      'uncutSince',
      'offlineTransactions',
      'oldestOfflineAt',
    ])
    // As the partial index cashpoint_payments_in_question says it.
    .where((eb) =>
      eb.or([eb('reachable', '=', 0), eb('offlineTransactions', '>', 0), eb('uncutSince', 'is not', null)]),
    )
    .orderBy('cashpointId')
    .execute();

const flows = (db: Db) =>
  db.kysely
    .selectFrom('cashpointDataFlows')
    .select(['cashpointId', 'unsentReceipts', 'oldestUnsentAt'])
    .where('unsentReceipts', '>', 0)
    .orderBy('cashpointId')
    .execute();

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

type Register = Awaited<ReturnType<typeof registersOf>>[number];

/** Each row of a register in `registers` made into a fact that names it; the others' rows left out. */
function ofRegisters<R extends { cashpointId: number }, T>(
  rows: R[],
  registers: ReadonlyMap<number, Register>,
  fact: (row: R, register: Register) => T,
): T[] {
  const facts: T[] = [];
  for (const row of rows) {
    const register = registers.get(row.cashpointId);
    if (register) facts.push(fact(row, register));
  }
  return facts;
}

/**
 * The rows that can be a cause in these contexts (at least one). `redOnly` leaves out the master data, which is
 * never more than yellow (the start page asks only for red).
 */
export async function candidateFacts(db: Db, contextIds: readonly number[], dayStart: number, redOnly = false) {
  const [d, t, f, m] = await Promise.all([
    devices(db),
    terminals(db),
    flows(db),
    redOnly ? ([] as Awaited<ReturnType<typeof masterData>>) : masterData(db, contextIds, dayStart),
  ]);
  const ids = new Set<number>();
  for (const rows of [d, t, f]) for (const row of rows) ids.add(row.cashpointId);
  // Those of registers in these contexts.
  const wanted = new Set(contextIds);
  const registers = new Map<number, Register>();
  for (const register of await registersOf(db, [...ids]))
    if (wanted.has(register.contextId)) registers.set(register.cashpointId, register);
  return {
    devices: ofRegisters(d, registers, (row, register) => ({
      register,
      kind: row.kind,
      state: row.state,
      since: Number(row.since),
    })),
    terminals: ofRegisters(t, registers, (row, register) => ({
      register,
      terminalId: row.terminalId,
      reachable: row.reachable === 1,
      reachableSince: Number(row.reachableSince),
      uncutSince: num(row.uncutSince),
      offlineTransactions: row.offlineTransactions,
      oldestOfflineAt: num(row.oldestOfflineAt),
    })),
    flows: ofRegisters(f, registers, (row, register) => ({
      register,
      unsentReceipts: row.unsentReceipts,
      oldestUnsentAt: num(row.oldestUnsentAt),
    })),
    masterData: m,
  };
}
