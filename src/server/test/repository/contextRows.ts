import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

/** A context's row by its key. */
export const contextRowByKey = (db: Db, key: string) =>
  db.kysely.selectFrom('contexts').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

/** Sets the context's hash secret, with which its agents sign their requests. */
export async function setContextHashSecret(db: Db, contextId: number, hashSecret: string): Promise<void> {
  await db.kysely.updateTable('contexts').set({ hashSecret }).where('id', '=', contextId).execute();
}

/** A context's stores, in the order of their numbers. */
export async function storesOfContext(db: Db, contextId: number) {
  const rows = await db.kysely.selectFrom('stores').selectAll().where('contextId', '=', contextId).execute();
  return rows.sort((a, b) => Number(a.storeId) - Number(b.storeId));
}

/** The calendar tables and the number of audit entries, to compare before and after a refused call. */
export async function calendarSnapshot(db: Db) {
  const k = db.kysely;
  return {
    contexts: await k.selectFrom('contextCalendars').selectAll().orderBy('contextId').execute(),
    stores: await k.selectFrom('storeCalendars').selectAll().orderBy('storeRowId').execute(),
    audit: Number(
      (
        await k
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
}

/**
 * The last heartbeat of every register and store server from store `firstStore` on, with its
 * context's key and store number.
 */
export async function heartbeatsFromStore(db: Db, firstStore: string) {
  const stores = db.kysely
    .selectFrom('stores as s')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .where('s.storeId', '>=', firstStore);
  const registers = await stores
    .innerJoin('cashpoints as c', 'c.storeRowId', 's.id')
    .select(['x.key', 's.storeId', 'c.posId', 'c.lastHeartbeat'])
    .execute();
  const servers = await stores
    .innerJoin('storeAgents as a', 'a.storeRowId', 's.id')
    .select(['x.key', 's.storeId', 'a.lastHeartbeat'])
    .execute();
  return { registers, servers };
}

/** A context's stores, registers and store servers, counted row by row (not from any kept count). */
export async function targetCountsOf(db: Db, key: string) {
  const context = await contextRowByKey(db, key);
  const { rows } = await sql<{ registers: number | string; storeServers: number | string }>`
    select (select count(*) from cashpoints c join stores st on st.id = c.store_row_id
        where st.context_id = ${context.id}) as registers,
      (select count(*) from store_agents a join stores st on st.id = a.store_row_id
        where st.context_id = ${context.id}) as "storeServers"`.execute(db.kysely);
  return {
    stores: (await storesOfContext(db, context.id)).length,
    registers: Number(rows[0]!.registers),
    storeServers: Number(rows[0]!.storeServers),
  };
}
