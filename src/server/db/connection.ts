import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (counts, millisecond times) arrives as a string from pg; every value we keep fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function openDb(options: { postgresUrl?: string; sqliteFile?: string }): Db {
  if (options.postgresUrl) {
    const pool = new pg.Pool({ connectionString: options.postgresUrl, max: 10 });
    // An idle connection that the server ends (restart, terminated backend, a dropped test database
    // while the pool closes) is reported here; the pool discards it and opens a new one when needed.
    // Without a listener the 'error' event would crash the process.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds only ASCII; searches and sorts need 'Ö' as 'ö', as on PostgreSQL.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
