import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/connection';

// Long lists of ids or keys in one condition. An action may have 100,000 targets; bound one by one
// (`in ($1, …, $5000)`) PostgreSQL parses and plans every placeholder, which made most of a
// 50,000-target request's time. There the whole list is one array parameter (`= any($1)`), planned
// once whatever its length; SQLite, with its limit on bound values and no arrays, gets the list in
// chunks.

/** Values bound in one SQLite statement at most: far below its limit. */
const sqliteChunk = 5000;

/** The lists to run one statement each for: one on PostgreSQL, chunks on SQLite. */
export function chunksFor<T>(db: Db, items: readonly T[]): T[][] {
  if (items.length === 0) return [];
  if (db.dialect === 'postgres') return [[...items]];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += sqliteChunk) out.push(items.slice(i, i + sqliteChunk));
  return out;
}

/**
 * `column` is one of `values` (a chunk from `chunksFor`): an array parameter on PostgreSQL, a list
 * on SQLite. `column` is a reference as the query names it ('t.id').
 */
export function oneOf(
  db: Db,
  column: string,
  values: readonly number[] | readonly string[],
  type: 'integer' | 'text' = 'integer',
): RawBuilder<SqlBool> {
  if (db.dialect === 'postgres')
    return sql<SqlBool>`${sql.ref(column)} = any(cast(${[...values]} as ${sql.raw(type)}[]))`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join([...values])})`;
}
