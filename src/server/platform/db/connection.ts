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
  /** PostgreSQL's connection pool, whose use the metrics report; SQLite has one connection and none. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// int8 (counts, millisecond times) arrives as a string from pg; every value we keep fits a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Prepared statements kept, by their SQL; the least recently used one goes first. */
const statementCacheSize = 256;

/**
 * Kysely prepares every query afresh, which costs SQLite as much as running a small one. The same
 * SQL gets the same prepared statement again, unless that one is still being read (a streamed
 * query), which then gets one of its own.
 */
function withStatementCache(sqlite: Sqlite.Database) {
  const statements = new Map<string, Sqlite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): Sqlite.Statement {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (cached) return statement;
      statements.set(text, statement);
      if (statements.size > statementCacheSize) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

export function openDb(options: { postgresUrl?: string; sqliteFile?: string }): Db {
  if (options.postgresUrl) {
    const pool = new pg.Pool({ connectionString: options.postgresUrl, max: 10 });
    // An idle connection that the server ends (restart, terminated backend, a dropped test database
    // while the pool closes) is reported here; the pool discards it and opens a new one when needed.
    // Without a listener the 'error' event would crash the process.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { kysely, dialect: 'postgres', pool, close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // With WAL, NORMAL writes each commit to the WAL file before the commit returns and syncs it to disk
  // at checkpoints. A committed (and so acknowledged) heartbeat survives the process being killed;
  // only a power cut or an operating-system crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds only ASCII; searches and sorts need 'Ö' as 'ö', as on PostgreSQL.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
