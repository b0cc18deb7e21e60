// The database a bench run writes to, always a fresh one of its own, and its removal afterwards.
// SQLite: a temp folder as DATA_DIR. PostgreSQL (DATABASE_URL set): the bench never writes into the
// database the URL names, because that may be someone's real data; it creates a new database
// beside it (console_bench_<pid>_<time>) on the same server and drops it at the end. A server that
// refuses CREATE DATABASE ends the run with the reason instead of falling back to the given one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/server/platform/config';
import { openDb } from '../../src/server/platform/db/connection';
import { migrate } from '../../src/server/platform/db/migrate';
import { seedDemo } from '../../src/server/demo/seed';
import { seedFleet } from './seedFleet';

export interface BenchDatabase {
  /** "SQLite" or "PostgreSQL <server version>", for the table heading. */
  label: string;
  /** Environment for the server process. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!databaseUrl) {
    return { label: 'SQLite', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: async () => removeDir() };
  }
  const name = `console_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let version: string;
  try {
    version = ((await admin.query('SHOW server_version')).rows[0] as { server_version: string }).server_version;
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    removeDir();
    throw new Error(`Die Bench legt eine eigene Datenbank an und darf das hier nicht: ${String(error)}`);
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL ${version.split(' ')[0]}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dispose: async () => {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
        removeDir();
      }
    },
  };
}

export interface BulkFleet {
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

/**
 * Migrates the bench's database, writes the demo data (the admin login and the contexts with their
 * agent secrets) and the bulk fleet into it, before the server starts on it.
 */
export async function seedBenchDatabase(env: Record<string, string>, fleet: BulkFleet): Promise<void> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    await migrate(db);
    await seedDemo(db, config.dataDir);
    await seedFleet(db, fleet.contextKey, fleet.stores, fleet.registersPerStore);
  } finally {
    await db.close();
  }
}
