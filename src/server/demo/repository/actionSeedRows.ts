import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ActionRequestsTable, ActionTargetsTable } from '../../platform/db/schemaActions';
import type { Insertable } from 'kysely';

// The rows of the demo's past remote actions (actionsSeed.ts): what the operators' API and the
// agents' reports would have left.

/** A context's stores with a store server and at least three registers, in the order of their numbers. */
export async function storesForActions(db: Db, contextKey: string) {
  const rows = await db.kysely
    .selectFrom('stores as s')
    .innerJoin('contexts as c', 'c.id', 's.contextId')
    .innerJoin('storeAgents as a', 'a.storeRowId', 's.id')
    .innerJoin('cashpoints as p', 'p.storeRowId', 's.id')
    .select(['s.id', 's.storeId', 's.contextId', 'a.id as storeAgentId'])
    .select(sql<string>`min(p.id)`.as('firstCashpoint'))
    .where('c.key', '=', contextKey)
    .groupBy(['s.id', 's.storeId', 's.contextId', 'a.id'])
    .having(sql`count(p.id)`, '>=', 3)
    .orderBy(sql`cast(s.store_id as integer)`)
    .execute();
  return rows;
}

/** The registers of a store, by their number. */
export const storeCashpoints = (db: Db, storeRowId: number) =>
  db.kysely
    .selectFrom('cashpoints')
    .select(['id', 'posId'])
    .where('storeRowId', '=', storeRowId)
    .orderBy(sql`cast(pos_id as integer)`)
    .execute();

export async function insertActionRequest(db: Db, row: Insertable<ActionRequestsTable>): Promise<number> {
  const inserted = await db.kysely.insertInto('actionRequests').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertActionTargets(db: Db, rows: Insertable<ActionTargetsTable>[]): Promise<void> {
  if (rows.length > 0) await db.kysely.insertInto('actionTargets').values(rows).execute();
}
