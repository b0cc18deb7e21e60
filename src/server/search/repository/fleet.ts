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
  // Every name that starts with the prefix sorts below it followed by the highest code point.
  return sql<boolean>`${value} >= ${prefix} and ${value} < ${`${prefix}\u{10FFFF}`}`;
}

/** The stores of the contexts, with their context's key and their Betriebsstätte's city. */
const storesOf = (db: Db, contextIds: number[]) =>
  db.kysely
    .selectFrom('stores')
    .innerJoin('contexts', 'contexts.id', 'stores.contextId')
    .leftJoin('fiscalStores', 'fiscalStores.storeUid', 'stores.uid')
    .where('stores.contextId', 'in', contextIds)
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

/** How many host names of the whole fleet the index-led search reads at most. */
const hostScanCap = 2000;

/**
 * The targets of one table whose host name starts with `text`, in the order of their names. Led by
 * the index of the whole fleet's names, up to `hostScanCap` of them, and kept to the contexts; a
 * caller who sees few contexts of a fleet with more such names than that is answered from its
 * contexts' own targets instead (never the whole fleet's rows read one by one).
 */
async function hostsOf(
  db: Db,
  table: 'cashpoints' | 'store_agents',
  contextIds: number[],
  text: string,
  limit: number,
): Promise<TargetMatch[]> {
  const t = sql.raw(table);
  const host = hostnameOf(db, table);
  const starting = startsWith(db, host, text);
  // PostgreSQL's index holds the names in the order of `~<~` (text_pattern_ops), not the collation's.
  const inOrder = db.dialect === 'postgres' ? sql`${host} using ~<~` : host;
  const posId = table === 'cashpoints' ? sql`${t}.pos_id` : sql`null`;
  const contexts = sql.join(contextIds);
  const matching = await sql<{ n: number | string }>`
    select count(*) as n from (select 1 from ${t} where ${starting} limit ${hostScanCap}) m`.execute(db.kysely);
  const rows = (led: boolean) =>
    sql<TargetMatch>`
      select c.key as "contextKey", s.store_id as "storeId", s.name, f.city, ${posId} as "posId", ${host} as hostname
      from ${led ? sql`(select id from ${t} where ${starting} order by ${inOrder} limit ${hostScanCap}) m join ${t} on ${t}.id = m.id` : t}
      join stores s on s.id = ${t}.store_row_id
      join contexts c on c.id = s.context_id
      left join fiscal_stores f on f.store_uid = s.uid
      where s.context_id in (${contexts}) ${led ? sql`` : sql`and ${starting}`}
      order by ${inOrder}
      limit ${limit}`.execute(db.kysely);
  const led = (await rows(true)).rows;
  if (led.length >= limit || Number(matching.rows[0]!.n) < hostScanCap) return led;
  return (await rows(false)).rows;
}

/** Registers and store servers whose host name starts with `text`, in the order of their names. */
export async function targetsByHostname(
  db: Db,
  contextIds: number[],
  text: string,
  limit: number,
): Promise<TargetMatch[]> {
  const registers = await hostsOf(db, 'cashpoints', contextIds, text, limit);
  const servers = await hostsOf(db, 'store_agents', contextIds, text, limit);
  return [...registers, ...servers].sort((a, b) => (a.hostname! < b.hostname! ? -1 : 1)).slice(0, limit);
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
