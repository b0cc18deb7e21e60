import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

// Every table read whole, for the tests that search the database for a value that must be stored
// nowhere (a token in clear): the tables are listed from the database's own catalogue, so a table
// added later is searched too.

/** The names of the database's tables (SQLite's own included), in the catalogue's order. */
export async function tableNames(db: Db): Promise<string[]> {
  const names =
    db.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.kysely)
        ).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.kysely)).rows;
  return names.map((row) => row.name);
}

/** Every row of the table, as the driver answers it. */
export async function rowsOfTable(db: Db, name: string): Promise<Record<string, unknown>[]> {
  return (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db.kysely)).rows;
}
