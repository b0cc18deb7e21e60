import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { likePattern } from '../../platform/db/search';
import type { TargetMatch } from './matches';

// Registers and store servers by the start of their host name, which the agents report inside
// `agent_info` (`osInfo.hostname`), on the indexes of migration 0046: the same expressions here,
// or no index.

type Table = 'cashpoints' | 'store_agents';

const agentInfo = (table: Table) => sql.raw(`${table}.agent_info`);

/**
 * The host name as the index holds it, compared ignoring case: on SQLite the name in the NOCASE
 * collation (host names are ASCII), on PostgreSQL in lower case (`hostname_of`, null for a value
 * that is not JSON).
 */
function hostKey(db: Db, table: Table): RawBuilder<string | null> {
  const column = agentInfo(table);
  return db.dialect === 'postgres'
    ? sql`hostname_of(${column})`
    : sql`(case when json_valid(${column}) then json_extract(${column}, '$.osInfo.hostname') end) collate nocase`;
}

/** The host name as the agent reported it, to show; null without one. */
export function reportedHostname(db: Db, table: Table): RawBuilder<string | null> {
  const column = agentInfo(table);
  return db.dialect === 'postgres'
    ? sql`case when hostname_of(${column}) is not null then (${column}::jsonb) #>> '{osInfo,hostname}' end`
    : sql`case when json_valid(${column}) then json_extract(${column}, '$.osInfo.hostname') end`;
}

/** Names starting with `prefix`: `like` on PostgreSQL (text_pattern_ops), a range on SQLite. */
function startsWith(db: Db, key: RawBuilder<string | null>, prefix: string) {
  if (db.dialect === 'postgres') return sql<boolean>`${key} like ${likePattern(prefix).slice(1)} escape '\\'`;
  // Every name that starts with the prefix sorts below it followed by the highest code point.
  return sql<boolean>`${key} >= ${prefix} and ${key} < ${`${prefix}\u{10FFFF}`}`;
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
  table: Table,
  contextIds: number[],
  text: string,
  limit: number,
): Promise<TargetMatch[]> {
  const t = sql.raw(table);
  const key = hostKey(db, table);
  const starting = startsWith(db, key, text);
  // PostgreSQL's index holds the names in the order of `~<~` (text_pattern_ops), not the collation's.
  const inOrder = db.dialect === 'postgres' ? sql`${key} using ~<~` : key;
  const posId = table === 'cashpoints' ? sql`${t}.pos_id` : sql`null`;
  // Joined in the written order (SQLite keeps a CROSS JOIN's order), whatever the planner guesses of
  // a long list of contexts: led, the fleet's matching names first; else the contexts' stores first.
  const rows = (led: boolean) =>
    sql<TargetMatch>`
      select c.key as "contextKey", s.uid as "storeUid", s.store_id as "storeId", s.name, f.city, ${posId} as "posId",
        ${reportedHostname(db, table)} as hostname
      from ${
        led
          ? sql`(select id from ${t} where ${starting} order by ${inOrder} limit ${hostScanCap}) m cross join ${t} cross join stores s`
          : sql`stores s cross join ${t}`
      }
      cross join contexts c
      left join fiscal_stores f on f.store_uid = s.uid
      where ${led ? sql`${t}.id = m.id and ` : sql``}s.id = ${t}.store_row_id and c.id = s.context_id
        and s.context_id in (${sql.join(contextIds)}) ${led ? sql`` : sql`and ${starting}`}
      order by ${inOrder}
      limit ${limit}`.execute(db.kysely);
  const led = (await rows(true)).rows;
  if (led.length >= limit) return led;
  // Fewer than asked: were all the fleet's matching names read, or only the first `hostScanCap`?
  const matching = await sql<{ n: number | string }>`
    select count(*) as n from (select 1 from ${t} where ${starting} limit ${hostScanCap}) m`.execute(db.kysely);
  if (Number(matching.rows[0]!.n) < hostScanCap) return led;
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
  const name = (m: TargetMatch) => (m.hostname ?? '').toLowerCase();
  return [...registers, ...servers]
    .sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0))
    .slice(0, limit);
}
