import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../connection';

/**
 * A value inside a JSON text column, read by the database so a report of 50,000 registers does not
 * move and parse every agent's whole info blob in Node. SQLite answers native values (booleans as
 * 1/0, numbers as numbers), PostgreSQL text; `asBool`, `asInt` and `asText` make them one shape.
 * On PostgreSQL `column` must already be jsonb (cast once per row in the query's subselect).
 */
export function jsonField(dialect: Dialect, column: RawBuilder<unknown>, path: readonly string[]) {
  if (dialect === 'postgres') return sql`(${column} #>> ${`{${path.join(',')}}`})`;
  return sql`json_extract(${column}, ${`$.${path.join('.')}`})`;
}

/** The JSON column as the argument `jsonField` wants on this dialect. */
export function jsonColumn(dialect: Dialect, column: RawBuilder<unknown>) {
  return dialect === 'postgres' ? sql`${column}::jsonb` : column;
}

export function asBool(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function asInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

export function asText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/**
 * One string for each value seen, for the rows a report cache keeps: the rows of thousands of
 * agents repeat a few versions, names and states, each read from the database as a string of its own.
 */
export function sharedStrings() {
  const seen = new Map<string, string>();
  return <T>(value: T): T => {
    if (typeof value !== 'string') return value;
    const kept = seen.get(value);
    if (kept !== undefined) return kept as T;
    seen.set(value, value);
    return value;
  };
}
