// The million fleet of `npm run bench -- --registers N`, written straight into the bench's database:
// N/10,000 contexts (MIO001, MIO002, …) of 1,000 stores × 10 registers plus a store server each,
// every one online and reporting one of its context's updates as installed. The SQL is the bench's
// own (this file is its repository): each batch of rows goes to the database as one JSON parameter
// and is inserted by one `insert … select` from json_each (SQLite) or json_populate_recordset
// (PostgreSQL), one transaction per context; the installations are one `insert … select` over the
// context's targets. A million registers take minutes this way, not the hours the agent API would.
import { sql } from 'kysely';
import type { Db } from '../../src/server/platform/db/connection';
import { cashpointAgentInfo, cashpointInfo, storeAgentInfo, storeName } from '../../src/server/demo/agentData';
import { demoHashSecret } from '../../src/server/demo/demoFleet';
import { Prng } from '../../src/server/demo/prng';
import { newUid } from '../../src/server/platform/ids';

export const storesPerContext = 1000;
export const registersPerStore = 10;
/** The demo context whose updates every million context gets a copy of. */
const templateContext = 'MEGAMARKT';
/** Stores per insert: 10,000 registers' rows (about 20 MB of JSON) at most in one parameter. */
const storesPerBatch = 250;
/** Aktiv: the status of an update that is due for every target of its context. */
const active = 2;

export const millionContextKey = (index: number) => `MIO${String(index + 1).padStart(3, '0')}`;

type Row = Record<string, string | number | null>;

/** Inserts rows (snake_case keys, all of `columns`) into `table` with one statement. */
async function insertJson(db: Db, table: string, columns: readonly string[], rows: readonly Row[]): Promise<void> {
  const list = sql.join(columns.map((c) => sql.id(c)));
  const json = JSON.stringify(rows);
  if (db.dialect === 'postgres') {
    await sql`insert into ${sql.table(table)} (${list})
      select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(db.kysely);
  } else {
    const values = sql.join(columns.map((c) => sql`json_extract(value, ${`$.${c}`})`));
    await sql`insert into ${sql.table(table)} (${list}) select ${values} from json_each(${json})`.execute(db.kysely);
  }
}

/** The context's row ids of stores (by store number) and of their store servers. */
async function storeIds(db: Db, contextId: number, first: string, last: string) {
  // The connection's CamelCasePlugin names the columns of a raw query's rows too: store_id is storeId
  // (read as store_id it was undefined, and every seeded host name said 'kasse-undefined-3').
  const result = await sql<{ id: number; storeId: string }>`
    select id, store_id from stores where context_id = ${contextId} and store_id between ${first} and ${last}
  `.execute(db.kysely);
  return result.rows.map((r) => ({ id: Number(r.id), storeId: r.storeId }));
}

/** A copy of the template context's updates (same files on disk), so each context has updates due. */
async function copyUpdates(db: Db, fromId: number, toId: number): Promise<void> {
  const updates = await db.kysely.selectFrom('syncfiles').selectAll().where('contextId', '=', fromId).execute();
  if (updates.length === 0) return;
  await db.kysely
    .insertInto('syncfiles')
    .values(updates.map(({ id: _id, changeSeq: _mark, ...u }) => ({ ...u, uid: newUid(), contextId: toId })))
    .execute();
}

/**
 * Each target reports an update installed: nine in ten the kind's newest released Aktiv update of its
 * context (the one due), every tenth the one before (so the home page has targets not up to date).
 */
async function installAll(db: Db, contextId: number, now: number): Promise<void> {
  for (const [kind, table, column] of [
    ['cashpoint', sql`cashpoints`, sql`cashpoint_id`],
    ['store', sql`store_agents`, sql`store_agent_id`],
  ] as const) {
    const ranked = await db.kysely
      .selectFrom('syncfiles')
      .select('id')
      .where('contextId', '=', contextId)
      .where('kind', '=', kind)
      .where('archived', '=', 0)
      .where('status', '=', active)
      .where((eb) => eb.or([eb('releaseDate', 'is', null), eb('releaseDate', '<=', now)]))
      .orderBy('orderKey', 'desc')
      .limit(2)
      .execute();
    if (ranked.length === 0) continue;
    const newest = ranked[0]!.id;
    const before = (ranked[1] ?? ranked[0]!).id;
    await sql`
      insert into installations (syncfile_id, ${column}, installation_status, downloaded, updated_at)
      select case when x.id % 10 = 0 then cast(${before} as integer) else cast(${newest} as integer) end, x.id, 2, 1,
        cast(${now} as bigint)
      from ${table} x join stores s on s.id = x.store_row_id
      where s.context_id = ${contextId}
    `.execute(db.kysely);
  }
}

/** One context's stores, store servers and registers, batch by batch, heartbeats at `now`. */
async function seedContext(db: Db, contextId: number, prng: Prng): Promise<void> {
  const now = Date.now();
  const nowSeconds = Math.floor(now / 1000);
  await db.kysely.transaction().execute(async (trx) => {
    const tdb: Db = { ...db, kysely: trx };
    for (let first = 0; first < storesPerContext; first += storesPerBatch) {
      const numbers = Array.from({ length: Math.min(storesPerBatch, storesPerContext - first) }, (_, i) =>
        String(10001 + first + i),
      );
      await insertJson(
        tdb,
        'stores',
        ['uid', 'context_id', 'store_id', 'name'],
        numbers.map((n) => ({ uid: newUid(), context_id: contextId, store_id: n, name: storeName(prng) })),
      );
      const stores = await storeIds(tdb, contextId, numbers[0]!, numbers.at(-1)!);
      await insertJson(
        tdb,
        'store_agents',
        ['uid', 'store_row_id', 'agent_version', 'last_heartbeat', 'agent_info'],
        stores.map((s) => ({
          uid: newUid(),
          store_row_id: s.id,
          agent_version: '2.9.1',
          last_heartbeat: now,
          agent_info: JSON.stringify(storeAgentInfo(prng, s.storeId, nowSeconds)),
        })),
      );
      const registers: Row[] = stores.flatMap((s) =>
        Array.from({ length: registersPerStore }, (_, p) => ({
          uid: newUid(),
          store_row_id: s.id,
          pos_id: String(p + 1),
          pos_type: p === 0 ? 'HAUPTKASSE' : 'KASSE',
          agent_version: '3.3.0',
          last_heartbeat: now,
          additional_data_timestamp: now,
          agent_info: JSON.stringify(cashpointAgentInfo(prng, s.storeId, String(p + 1), nowSeconds)),
          cashpoint_info: JSON.stringify(cashpointInfo(prng, s.storeId, String(p + 1), nowSeconds)),
        })),
      );
      await insertJson(tdb, 'cashpoints', Object.keys(registers[0]!), registers);
    }
    await installAll(tdb, contextId, now);
  });
}

/**
 * Creates `contexts` contexts beside the demo's, each with a copy of the template's updates and
 * its 10,000 registers. `onContext` reports progress. Returns the keys, in the order seeded (the
 * last one's heartbeats are the freshest: the figures of one context are taken on it).
 */
export async function seedMillion(
  db: Db,
  contexts: number,
  onContext: (key: string, index: number) => void,
): Promise<string[]> {
  const prng = new Prng(1_000_000);
  const template = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', templateContext)
    .executeTakeFirstOrThrow();
  const keys: string[] = [];
  for (let index = 0; index < contexts; index++) {
    const key = millionContextKey(index);
    const row = await db.kysely
      .insertInto('contexts')
      .values({
        uid: newUid(),
        key,
        name: `Mandant ${index + 1} der Million`,
        type: 2,
        hashSecret: demoHashSecret(key),
        allStoreChecksVisible: 1,
        visibleStoreCheckIds: '[]',
        allCashpointChecksVisible: 1,
        visibleCashpointCheckIds: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await copyUpdates(db, template.id, row.id);
    onContext(key, index);
    await seedContext(db, row.id, prng);
    keys.push(key);
  }
  return keys;
}
