import Sqlite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Db } from '../connection';

// What the backup and the restore ask of a database: its tables and their row counts, SQLite's
// online copy (VACUUM INTO), and PostgreSQL's exported snapshot that pg_dump then reads.

/** Row counts per table, in name order. */
export type TableCounts = Record<string, number>;

async function tableNames(kysely: Kysely<Database>, dialect: Db['dialect']): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
        `.execute(kysely)
      : await sql<{ name: string }>`
          select tablename as name from pg_tables where schemaname = current_schema() order by tablename
        `.execute(kysely);
  return rows.map((row) => row.name);
}

/** Every table's row count, as one transaction (or a backup's snapshot) sees them. */
export async function countTables(kysely: Kysely<Database>, dialect: Db['dialect']): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const name of await tableNames(kysely, dialect)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(kysely);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** The tables a database holds: none in an empty one, the target a restore needs. */
export async function tablesOf(db: Db): Promise<string[]> {
  return tableNames(db.kysely, db.dialect);
}

/**
 * SQLite's online backup: one read transaction writes a consistent, compacted copy to `file`. In WAL
 * mode the console's writes go on meanwhile (a reader blocks no writer); only the WAL grows.
 */
export async function vacuumInto(db: Db, file: string): Promise<void> {
  await sql`vacuum into ${file}`.execute(db.kysely);
}

/** What a SQLite database file holds: its counts and migrations, read without changing the file. */
export function describeSqliteFile(file: string): { counts: TableCounts; migrations: string[] } {
  const sqlite = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    const check = sqlite.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    const names = sqlite
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .pluck()
      .all() as string[];
    const counts: TableCounts = {};
    for (const name of names)
      counts[name] = Number(
        sqlite
          .prepare(`select count(*) from "${name.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      );
    const migrations = names.includes('kysely_migration')
      ? (sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[])
      : [];
    return { counts, migrations };
  } finally {
    sqlite.close();
  }
}

/**
 * Runs `work` inside a repeatable-read transaction whose snapshot is exported: pg_dump reads the
 * same snapshot (--snapshot), so the dump and the counts taken here agree to the row, while the
 * console keeps writing (a snapshot blocks no writer).
 */
export async function withExportedSnapshot<T>(
  db: Db,
  work: (snapshot: string, counts: TableCounts, migrations: string[]) => Promise<T>,
): Promise<T> {
  return db.kysely
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
      const counts = await countTables(trx, 'postgres');
      const { rows: applied } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        trx,
      );
      return work(
        rows[0]!.snapshot,
        counts,
        applied.map((row) => row.name),
      );
    });
}
