import { inTransaction } from '../../platform/db/transaction';
import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from '../../platform/db/connection';
import type { Database, SyncfileKind } from '../../platform/db/schema';

// A transaction (the work runs inside one), typed as what it is used as.
type Trx = Kysely<Database>;

/** Namespace of our advisory locks, so they cannot collide with locks taken for anything else. */
const orderLockNamespace = 0x5f1e;

/**
 * Serialises every change of one context's order keys (upload, delete, move) for one kind.
 * PostgreSQL: a transaction-scoped advisory lock, which also covers a context with no rows yet
 * (row locks could not stop two uploads from both taking N+1). SQLite: nothing to do, Kysely hands
 * its single better-sqlite3 connection to one transaction at a time, so transactions never interleave.
 */
export async function lockOrder(trx: Trx, dialect: Dialect, contextId: number, kind: SyncfileKind): Promise<void> {
  if (dialect !== 'postgres') return;
  const key = contextId * 2 + (kind === 'store' ? 1 : 0);
  await sql`select pg_advisory_xact_lock(${orderLockNamespace}::int, ${key}::int)`.execute(trx);
}

export async function nextOrderKey(trx: Trx, contextId: number, kind: SyncfileKind): Promise<number> {
  const row = await trx
    .selectFrom('syncfiles')
    .select((eb) => eb.fn.max('orderKey').as('top'))
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** After a delete: the keys above the removed one move down by one, so they stay 1..N. */
export async function closeGap(trx: Trx, contextId: number, kind: SyncfileKind, removedKey: number): Promise<void> {
  await trx
    .updateTable('syncfiles')
    .set((eb) => ({ orderKey: eb('orderKey', '-', 1) }))
    .where('contextId', '=', contextId)
    .where('kind', '=', kind)
    .where('orderKey', '>', removedKey)
    .execute();
}

export type MoveResult = 'moved' | 'notFound' | 'atEdge';

/**
 * Swaps an update with its neighbour: `up` with the next higher key, `down` with the next lower.
 * Archived updates keep their place in the order (the list shows them while the order is edited).
 */
export function moveUpdate(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
  filename: string,
  direction: 'up' | 'down',
): Promise<MoveResult> {
  return inTransaction(db, async ({ kysely: trx }) => {
    await lockOrder(trx, db.dialect, contextId, kind);
    const row = await trx
      .selectFrom('syncfiles')
      .select(['id', 'orderKey'])
      .where('contextId', '=', contextId)
      .where('kind', '=', kind)
      .where('filename', '=', filename)
      .executeTakeFirst();
    if (!row) return 'notFound';
    const neighbour = await trx
      .selectFrom('syncfiles')
      .select(['id', 'orderKey'])
      .where('contextId', '=', contextId)
      .where('kind', '=', kind)
      .where('orderKey', direction === 'up' ? '>' : '<', row.orderKey)
      .orderBy('orderKey', direction === 'up' ? 'asc' : 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!neighbour) return 'atEdge';
    await trx.updateTable('syncfiles').set({ orderKey: neighbour.orderKey }).where('id', '=', row.id).execute();
    await trx.updateTable('syncfiles').set({ orderKey: row.orderKey }).where('id', '=', neighbour.id).execute();
    return 'moved';
  });
}
