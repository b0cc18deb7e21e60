import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { precompiled } from '../../platform/db/precompiled';
import { chunksFor, oneOf } from './idLists';

// The open receipts registers report in their heartbeats: written on the heartbeat path (compiled
// once, as that path runs thousands of times a second), read where actions are held back.

type Register = { contextId: number; storeId: string; posId: string };

const upsertOpenReceipt = precompiled<keyof Register | 'value' | 'at', { cashpointId: number }>((db, value) =>
  db
    .insertInto('cashpointReceipts')
    .columns(['cashpointId', 'openReceipt', 'reportedAt'])
    .expression((eb) =>
      eb
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .select([
          'c.id',
          sql<number>`cast(${value('value')} as integer)`.as('openReceipt'),
          sql<number>`cast(${value('at')} as bigint)`.as('reportedAt'),
        ])
        .where('s.contextId', '=', value<number>('contextId'))
        .where('s.storeId', '=', value<string>('storeId'))
        .where('c.posId', '=', value<string>('posId')),
    )
    .onConflict((oc) =>
      oc
        .column('cashpointId')
        .doUpdateSet({ openReceipt: value<number>('value'), reportedAt: value<number>('at') })
        .where('cashpointReceipts.openReceipt', '<>', value<number>('value')),
    )
    .returning('cashpointId'),
);

/**
 * What a register's heartbeat says about an open receipt, by the register's store and number: one
 * statement, which writes only when the value changed (a till sends the same word most of the time).
 * The register's row id when the value changed (or was new), so a closed receipt can wake agents.
 */
export async function recordOpenReceipt(
  db: Db,
  register: Register,
  open: boolean,
  at: number,
): Promise<number | undefined> {
  const [changed] = await upsertOpenReceipt(db.kysely, db.kysely, { ...register, value: open ? 1 : 0, at });
  return changed?.cashpointId;
}

/** The registers (of these) that have a receipt open now, by their last heartbeat's word. */
export async function cashpointsWithOpenReceipt(db: Db, cashpointIds: readonly number[]): Promise<Set<number>> {
  const open = new Set<number>();
  for (const part of chunksFor(db, cashpointIds)) {
    const rows = await db.kysely
      .selectFrom('cashpointReceipts')
      .select('cashpointId')
      .where(oneOf(db, 'cashpointId', part))
      .where('openReceipt', '=', 1)
      .execute();
    for (const row of rows) open.add(row.cashpointId);
  }
  return open;
}

/** The stores (of these) in which some register has a receipt open now. */
export async function storesWithOpenReceipt(db: Db, storeRowIds: readonly number[]): Promise<Set<number>> {
  const open = new Set<number>();
  for (const part of chunksFor(db, storeRowIds)) {
    const rows = await db.kysely
      .selectFrom('cashpointReceipts as r')
      .innerJoin('cashpoints as c', 'c.id', 'r.cashpointId')
      .select('c.storeRowId')
      .distinct()
      .where(oneOf(db, 'c.storeRowId', part))
      .where('r.openReceipt', '=', 1)
      .execute();
    for (const row of rows) open.add(row.storeRowId);
  }
  return open;
}
