import type { Db } from '../../platform/db/connection';

// One register's health facts for its details (issue 51): the register in its context with its
// store, and what its agent last reported of devices, card terminal and receipts. Whether a receipt
// is open is kept by the remote actions in `cashpoint_receipts` (migration 0029); it is read here
// with the register, as the migration of store health (0035) names it the place of that fact.

const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The register `uid` of the context, or undefined: another context's register is not found. */
export async function registerOf(db: Db, contextId: number, uid: string) {
  const row = await db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .leftJoin('cashpointReceipts as r', 'r.cashpointId', 'c.id')
    .select(['c.id as cashpointId', 'c.uid', 'c.posId', 'c.storeRowId', 's.uid as storeUid', 'r.openReceipt'])
    .where('s.contextId', '=', contextId)
    .where('c.uid', '=', uid)
    .executeTakeFirst();
  return row && { ...row, openReceipt: row.openReceipt === null ? null : row.openReceipt === 1 };
}

/** Its devices (by kind and name), terminal and receipts as stored; a section never reported is empty. */
export async function registerSections(db: Db, cashpointId: number) {
  const [devices, payment, dataFlow] = await Promise.all([
    db.kysely
      .selectFrom('cashpointPeripherals')
      .select(['kind', 'name', 'state', 'since'])
      .where('cashpointId', '=', cashpointId)
      .orderBy('kind')
      .orderBy('name')
      .execute(),
    db.kysely
      .selectFrom('cashpointPayments')
      .select([
        'terminalId',
        'reachable',
        'reachableSince',
        'lastTransactionAt',
        'lastCutAt',
        'uncutSince',
        'offlineTransactions',
        'oldestOfflineAt',
        'reportedAt',
      ])
      .where('cashpointId', '=', cashpointId)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('cashpointDataFlows')
      .select(['unsentReceipts', 'oldestUnsentAt', 'lastUploadAt', 'reportedAt'])
      .where('cashpointId', '=', cashpointId)
      .executeTakeFirst(),
  ]);
  return {
    peripherals: devices.map((d) => ({ ...d, since: Number(d.since) })),
    payment: payment && {
      ...payment,
      reachable: payment.reachable === 1,
      reachableSince: Number(payment.reachableSince),
      lastTransactionAt: num(payment.lastTransactionAt),
      lastCutAt: num(payment.lastCutAt),
      uncutSince: num(payment.uncutSince),
      oldestOfflineAt: num(payment.oldestOfflineAt),
      reportedAt: Number(payment.reportedAt),
    },
    dataFlow: dataFlow && {
      unsentReceipts: dataFlow.unsentReceipts,
      oldestUnsentAt: num(dataFlow.oldestUnsentAt),
      lastUploadAt: num(dataFlow.lastUploadAt),
      reportedAt: Number(dataFlow.reportedAt),
    },
  };
}

export type RegisterSections = Awaited<ReturnType<typeof registerSections>>;
