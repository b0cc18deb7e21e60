import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { contains, likePattern } from '../../platform/db/search';

// The fleet's matches: stores, registers and store servers of the given contexts. Each query reads
// by an index (the store's number in its context, a register's number in its store, the host
// names of migration 0046), or reads the stores' names of those contexts alone.

export interface StoreMatch {
  contextKey: string;
  storeId: string;
  name: string;
  city: string | null;
}

export interface TargetMatch extends StoreMatch {
  /** The register's number; null for a store server. */
  posId: string | null;
  hostname: string | null;
}

/** The host name in lower case as the indexes of migration 0046 hold it; the same expression, or no index. */
function hostnameOf(db: Db, table: 'cashpoints' | 'store_agents'): RawBuilder<string | null> {
  const column = sql.raw(`${table}.agent_info`);
  return db.dialect === 'postgres'
    ? sql`hostname_of(${column})`
    : sql`(case when json_valid(${column}) then lower(json_extract(${column}, '$.osInfo.hostname')) end)`;
}

/** Host names starting with `prefix`: a range on SQLite (binary order), `like` on PostgreSQL (text_pattern_ops). */
function startsWith(db: Db, value: RawBuilder<string | null>, prefix: string) {
  if (db.dialect === 'postgres') return sql<boolean>`${value} like ${likePattern(prefix).slice(1)} escape '\\'`;
  const end = prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  return sql<boolean>`${value} >= ${prefix} and ${value} < ${end}`;
}

/**
 * The stores of the contexts, with their context's key and their Betriebsstätte's city. `byContext`
 * false keeps SQLite from starting at the contexts' stores (then reading every register's host name
 * of those stores) when an index of the registers finds the few rows first.
 */
const storesOf = (db: Db, contextIds: number[], byContext = true) =>
  db.kysely
    .selectFrom('stores')
    .innerJoin('contexts', 'contexts.id', 'stores.contextId')
    .leftJoin('fiscalStores', 'fiscalStores.storeUid', 'stores.uid')
    .where(
      byContext || db.dialect === 'postgres'
        ? sql<boolean>`stores.context_id in (${sql.join(contextIds)})`
        : sql<boolean>`+stores.context_id in (${sql.join(contextIds)})`,
    )
    .select(['contexts.key as contextKey', 'stores.storeId', 'stores.name', 'fiscalStores.city']);

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
    .select(['cashpoints.posId', hostnameOf(db, 'cashpoints').as('hostname')])
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

/** Registers and store servers whose host name starts with `text`. */
export async function targetsByHostname(
  db: Db,
  contextIds: number[],
  text: string,
  limit: number,
): Promise<TargetMatch[]> {
  const registers = storesOf(db, contextIds, false)
    .innerJoin('cashpoints', 'cashpoints.storeRowId', 'stores.id')
    .where(startsWith(db, hostnameOf(db, 'cashpoints'), text))
    .select(['cashpoints.posId', hostnameOf(db, 'cashpoints').as('hostname')])
    .limit(limit)
    .execute();
  const servers = storesOf(db, contextIds, false)
    .innerJoin('storeAgents', 'storeAgents.storeRowId', 'stores.id')
    .where(startsWith(db, hostnameOf(db, 'store_agents'), text))
    .select([sql<string | null>`null`.as('posId'), hostnameOf(db, 'store_agents').as('hostname')])
    .limit(limit)
    .execute();
  const all = [...(await registers), ...(await servers)];
  return all.sort((a, b) => (a.hostname ?? '').localeCompare(b.hostname ?? '')).slice(0, limit);
}

/** The store servers of these stores, by context and store number. */
export async function storeServersOf(db: Db, contextIds: number[], storeIds: string[]): Promise<TargetMatch[]> {
  if (storeIds.length === 0) return [];
  return storesOf(db, contextIds)
    .innerJoin('storeAgents', 'storeAgents.storeRowId', 'stores.id')
    .where('stores.storeId', 'in', storeIds)
    .select([sql<string | null>`null`.as('posId'), hostnameOf(db, 'store_agents').as('hostname')])
    .execute();
}
