import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newUid } from '../../platform/ids';
import { contextsListeningTo, recordEvents } from '../../webhooks';

/**
 * Store row ids by context and store id, so a heartbeat of a known store costs no lookup. Row ids are
 * never reused (AUTOINCREMENT on SQLite, a sequence on PostgreSQL), so an entry of a store deleted
 * since cannot point at another store: writing with it breaks the foreign key, and the writer then
 * forgets every entry and writes again without them (`forgetStoreRows`).
 */
const storeRows = new WeakMap<Kysely<Database>, Map<string, number>>();

function storeRowsOf(db: Kysely<Database>): Map<string, number> {
  let rows = storeRows.get(db);
  if (!rows) storeRows.set(db, (rows = new Map()));
  return rows;
}

export const storeKey = (contextId: number, storeId: string) => `${contextId}\u0000${storeId}`;

/** Whether the row of the store (`storeKey`) is known from a committed transaction. */
export function knowsStoreRow(cacheOwner: Kysely<Database>, key: string): boolean {
  return storeRowsOf(cacheOwner).has(key);
}

export function forgetStoreRows(db: Kysely<Database>): void {
  storeRows.delete(db);
}

/** Remembers a store row once the transaction that found or made it has committed. */
export function rememberStoreRow(cacheOwner: Kysely<Database>, contextId: number, storeId: string, id: number) {
  storeRowsOf(cacheOwner).set(storeKey(contextId, storeId), id);
}

/** A store a batch of heartbeats names, with the name its store server sent (empty for none). */
export interface NamedStore {
  contextId: number;
  storeId: string;
  name: string;
}

/**
 * The store rows of a batch's heartbeats by `storeKey`, the unknown ones registered (an event for
 * the webhooks, as a store an operator creates) in one insert, in the batch's order, so two batches
 * side by side lock new stores in the same order. A store another batch registered meanwhile is
 * read in one statement per context. `named` holds the rows inserted with a name: none to fill.
 */
export async function storeRowsFor(
  db: Kysely<Database>,
  cacheOwner: Kysely<Database>,
  stores: readonly NamedStore[],
  now: number,
): Promise<{ rows: Map<string, number>; named: Set<number> }> {
  const named = new Set<number>();
  const cache = storeRowsOf(cacheOwner);
  const rows = new Map<string, number>();
  const unknown = new Map<string, NamedStore>();
  for (const store of stores) {
    const key = storeKey(store.contextId, store.storeId);
    const id = cache.get(key);
    if (id !== undefined) rows.set(key, id);
    else if (!unknown.has(key) || (store.name && !unknown.get(key)!.name)) unknown.set(key, store);
  }
  if (unknown.size === 0) return { rows, named };
  const inserted = await db
    .insertInto('stores')
    .values(
      [...unknown.values()].map((s) => ({ uid: newUid(), contextId: s.contextId, storeId: s.storeId, name: s.name })),
    )
    .onConflict((oc) => oc.columns(['contextId', 'storeId']).doNothing())
    .returning(['id', 'uid', 'contextId', 'storeId', 'name'])
    .execute();
  for (const row of inserted) {
    const key = storeKey(row.contextId, row.storeId);
    rows.set(key, row.id);
    if (row.name) named.add(row.id);
    unknown.delete(key);
  }
  await recordStoresRegistered(db, inserted, now);
  const byContext = new Map<number, string[]>();
  for (const s of unknown.values()) byContext.set(s.contextId, [...(byContext.get(s.contextId) ?? []), s.storeId]);
  for (const [contextId, storeIds] of byContext) {
    const found = await db
      .selectFrom('stores')
      .select(['id', 'storeId'])
      .where('contextId', '=', contextId)
      .where('storeId', 'in', storeIds)
      .execute();
    for (const row of found) rows.set(storeKey(contextId, row.storeId), row.id);
  }
  return { rows, named };
}

/**
 * The stores heartbeats registered, for the event webhooks. Mostly no context listens: one read
 * says so. Otherwise the agent's request named its context by id only, so the keys are read too.
 */
async function recordStoresRegistered(
  db: Kysely<Database>,
  stores: readonly { contextId: number; uid: string; storeId: string; name: string }[],
  now: number,
): Promise<void> {
  if (stores.length === 0) return;
  const listening = await contextsListeningTo({ kysely: db }, ['storeCreated']);
  const heard = stores.filter((s) => listening.has(s.contextId));
  if (heard.length === 0) return;
  const contextIds = [...new Set(heard.map((s) => s.contextId))];
  const contexts = await db.selectFrom('contexts').select(['id', 'key']).where('id', 'in', contextIds).execute();
  const byId = new Map(contexts.map((c) => [c.id, c]));
  const events = heard.flatMap((s) => {
    const context = byId.get(s.contextId);
    const store = { uid: s.uid, storeId: s.storeId, name: s.name || null };
    return context ? [{ context, event: { type: 'storeCreated' as const, store } }] : [];
  });
  await recordEvents({ kysely: db }, events, now);
}

/**
 * An agent's store name only fills an empty one: a name the operators gave in the console wins. One
 * statement for the batch; of two names for one store, the first in the batch counts.
 */
export async function fillStoreNames(db: Kysely<Database>, names: ReadonlyMap<number, string>): Promise<void> {
  if (names.size === 0) return;
  const ids = [...names.keys()];
  const cases = sql.join(
    ids.map((id) => sql`when ${id} then ${names.get(id)!}`),
    sql` `,
  );
  await sql`update stores set name = case id ${cases} else name end where id in (${sql.join(ids)}) and name = ''`.execute(
    db,
  );
}
