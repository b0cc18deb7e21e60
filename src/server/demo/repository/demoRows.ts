import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

// The demo seed's writes. The seed computes every row from its random source in a fixed order (the
// demo must be the same on every start); these functions only write what they are given.

type Trx = Kysely<Database>;

/** Whether the database holds any context: the demo is seeded only into an empty one. */
export async function hasAnyContext(db: Db): Promise<boolean> {
  return (await db.kysely.selectFrom('contexts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Runs the whole seed in one transaction: a seed stopped halfway leaves nothing behind. */
export function inSeedTransaction<T>(db: Db, write: (trx: Trx) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(write);
}

/** Inserts one row of a table with an id and returns that id. */
export async function insertRow<
  T extends 'contexts' | 'roles' | 'users' | 'stores' | 'cashpoints' | 'storeAgents' | 'syncfiles',
>(trx: Trx, table: T, values: Insertable<Database[T]>): Promise<number> {
  const row = await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const chunkSize = 300;

/** Inserts rows in chunks (below either database's limit of bound values) and returns their ids in order. */
export async function insertRows<T extends 'stores' | 'cashpoints' | 'storeAgents'>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunkSize) {
    const written = await trx
      .insertInto(table)
      .values(rows.slice(i, i + chunkSize))
      .returning('id')
      .execute();
    ids.push(...written.map((row) => row.id));
  }
  return ids;
}

/** Inserts rows of a table without ids of their own (links, installations), in chunks. */
export async function insertLinks<T extends 'userContexts' | 'installations' | 'syncfileTargets'>(
  trx: Trx,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + chunkSize))
      .execute();
}
