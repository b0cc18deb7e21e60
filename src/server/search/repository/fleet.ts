import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { contains, likePattern } from '../../platform/db/search';
import { reportedHostname } from './hostnames';
import type { StoreMatch, TargetMatch } from './matches';

// The fleet's matches by number and name: stores, registers and store servers of the given
// contexts (by host name: hostnames.ts). Each query reads by an index (the store's number in its
// context, a register's number in its store), or reads the stores' names of those contexts alone.

/** The stores of the contexts, with their context's key and their Betriebsstätte's city. */
const storesOf = (db: Db, contextIds: number[]) =>
  db.kysely
    .selectFrom('stores')
    .innerJoin('contexts', 'contexts.id', 'stores.contextId')
    .leftJoin('fiscalStores', 'fiscalStores.storeUid', 'stores.uid')
    .where('stores.contextId', 'in', contextIds)
    .select([
      'contexts.key as contextKey',
      'stores.uid as storeUid',
      'stores.storeId',
      'stores.name',
      'fiscalStores.city',
    ]);

/** The register `name` in each of the contexts (a store number is unique within its context only). */
export async function registersNamed(
  db: Db,
  contextIds: number[],
  name: { storeId: string; posId: string },
): Promise<TargetMatch[]> {
  return storesOf(db, contextIds)
    .innerJoin('cashpoints', 'cashpoints.storeRowId', 'stores.id')
    .where('stores.storeId', '=', name.storeId)
    .where('cashpoints.posId', '=', name.posId)
    .select(['cashpoints.posId', reportedHostname(db, 'cashpoints').as('hostname')])
    .orderBy('contexts.key')
    .limit(50)
    .execute();
}

/** Stores whose number starts with `digits`, the exact number first. */
export async function storesNumbered(
  db: Db,
  contextIds: number[],
  digits: string,
  limit: number,
): Promise<StoreMatch[]> {
  return storesOf(db, contextIds)
    .where('stores.storeId', 'like', `${digits}%`)
    .orderBy(sql`length(stores.store_id)`)
    .orderBy('stores.storeId')
    .orderBy('contexts.key')
    .limit(limit)
    .execute();
}

/** Stores with `text` in their name or their Betriebsstätte's city. */
export async function storesNamed(db: Db, contextIds: number[], text: string, limit: number): Promise<StoreMatch[]> {
  const pattern = likePattern(text);
  return (
    storesOf(db, contextIds)
      // The cities in one pass over the Betriebsstätten, not a lookup per store.
      .where((eb) =>
        eb.or([
          contains(db.dialect, 'stores.name', pattern),
          eb(
            'stores.uid',
            'in',
            eb
              .selectFrom('fiscalStores')
              .select('fiscalStores.storeUid')
              .where(contains(db.dialect, 'fiscalStores.city', pattern)),
          ),
        ]),
      )
      .orderBy('stores.name')
      .orderBy('stores.storeId')
      .limit(limit)
      .execute()
  );
}

/** The store servers of these stores, by context and store number. */
export async function storeServersOf(db: Db, contextIds: number[], storeIds: string[]): Promise<TargetMatch[]> {
  if (storeIds.length === 0) return [];
  return storesOf(db, contextIds)
    .innerJoin('storeAgents', 'storeAgents.storeRowId', 'stores.id')
    .where('stores.storeId', 'in', storeIds)
    .select([sql<string | null>`null`.as('posId'), reportedHostname(db, 'store_agents').as('hostname')])
    .execute();
}
