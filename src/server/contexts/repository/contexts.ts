import { inTransaction } from '../../platform/db/transaction';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { precompiled } from '../../platform/db/precompiled';
import type { ContextRow } from '../../platform/db/schema';
import { newUid } from '../../platform/ids';
import type { operations } from '../../../shared/generated/contract';
import { likePattern } from '../../platform/db/search';

type ContextsQuery = NonNullable<operations['getContexts']['parameters']['query']>;

/** A context by its uid; with `forUpdate` its row stays locked (see `locksRows`). */
export function findContextByUid(db: Db, uid: string, forUpdate = false) {
  return db.kysely
    .selectFrom('contexts')
    .selectAll()
    .where('uid', '=', uid)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
}

// Every agent request looks its context up by key, so the query is compiled once.
const contextByKey = precompiled<'key', ContextRow>((db, value) =>
  db.selectFrom('contexts').selectAll().where('key', '=', value<string>('key')),
);

export async function findContextByKey(db: Db, key: string): Promise<ContextRow | undefined> {
  const [row] = await contextByKey(db.kysely, db.kysely, { key });
  return row;
}

/** The contexts of these keys that exist. */
export function findContextsByKeys(db: Db, keys: string[]): Promise<{ id: number; key: string }[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db.kysely.selectFrom('contexts').select(['id', 'key']).where('key', 'in', keys).execute();
}

/** One page of the contexts with these ids, and how many match in all. */
export async function listContexts(db: Db, visibleIds: number[], options: ContextsQuery) {
  const { sortBy = 'key', sortDirection = 'asc', page = 1, size = 10, filter } = options;
  let query = db.kysely.selectFrom('contexts').where('id', 'in', visibleIds.length > 0 ? visibleIds : [-1]);
  const term = filter?.trim();
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) =>
      eb.or(
        (['key', 'name'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
      ),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = sortDirection === 'desc' ? sql`desc` : sql`asc`;
  const order = sortBy === 'type' ? sql`type ${direction}` : sql`lower(${sql.ref(sortBy)}) ${direction}`;
  const rows = await query
    .select(['uid', 'key', 'name', 'type'])
    .orderBy(order)
    .orderBy('id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { rows, total: Number(total) };
}

export type ContextValues = Omit<ContextRow, 'id' | 'uid'>;

/**
 * Stores a new context (without `existing`) or changes one; returns its uid. A creator who sees
 * only chosen contexts (`creatorId`) also sees the one it creates. A clashing key surfaces as the
 * database's unique violation.
 */
export function saveContext(
  db: Db,
  existing: ContextRow | undefined,
  values: ContextValues,
  creatorId: number | undefined,
): Promise<string> {
  return inTransaction(db, async ({ kysely: trx }) => {
    if (existing) {
      await trx.updateTable('contexts').set(values).where('id', '=', existing.id).execute();
      return existing.uid;
    }
    const uid = newUid();
    const row = await trx
      .insertInto('contexts')
      .values({ ...values, uid })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (creatorId !== undefined) {
      await trx.insertInto('userContexts').values({ userId: creatorId, contextId: row.id }).execute();
    }
    return uid;
  });
}
