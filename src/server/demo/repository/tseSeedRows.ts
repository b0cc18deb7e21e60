import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import type { TsesTable } from '../../platform/db/schemaFiscal';

// The demo seed's TSE reads and writes (issue 50): the fleet that reports (its ids), and the TSE rows
// the seed computed. Only what it is given is written; the triggers keep the month counts.

type Trx = Kysely<Database>;

export interface SeedFleetRow {
  contextId: number;
  contextKey: string;
  storeRowId: number;
  storeId: string;
  /** A register that has reported (its agent info is there), or null for a store without one. */
  cashpointId: number | null;
  posId: string | null;
  hasServer: number | string;
  /** The context's type: 1 is the internal one, the lab. */
  contextType: number;
}

/** Every store of every context with its registers that have reported, and whether it has a store server. */
export async function seedFleetRows(db: Db): Promise<SeedFleetRow[]> {
  const { rows } = await sql<SeedFleetRow>`
    select x.id as "contextId", x.key as "contextKey", x.type as "contextType", st.id as "storeRowId", st.store_id as "storeId",
      c.id as "cashpointId", c.pos_id as "posId",
      (select count(*) from store_agents a where a.store_row_id = st.id) as "hasServer"
    from contexts x
    join stores st on st.context_id = x.id
    left join cashpoints c on c.store_row_id = st.id and c.agent_info is not null
    order by x.key, st.id, c.id
  `.execute(db.kysely);
  return rows;
}

/** Whether any TSE is stored: the demo's are written only into a database without one. */
export async function hasAnyTse(db: Db): Promise<boolean> {
  return (await db.kysely.selectFrom('tses').select('id').limit(1).executeTakeFirst()) !== undefined;
}

const chunkSize = 100;

/** Inserts the TSEs and returns their ids by context and serial. */
export async function insertSeedTses(trx: Trx, rows: Insertable<TsesTable>[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += chunkSize) {
    const written = await trx
      .insertInto('tses')
      .values(rows.slice(i, i + chunkSize))
      .returning(['id', 'contextId', 'serial'])
      .execute();
    for (const row of written) ids.set(`${row.contextId}/${row.serial}`, row.id);
  }
  return ids;
}

/** Inserts rows of the TSE tables without ids of their own, in chunks. */
export async function insertSeedTseLinks<
  T extends 'tseAssignments' | 'tseEvents' | 'tseCounterSamples' | 'tseSwapPlans',
>(trx: Trx, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + chunkSize))
      .execute();
}
