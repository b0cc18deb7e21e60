import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../platform/db/connection';
import { migrate } from '../platform/db/migrate';
import { repoRoot } from '../platform/paths';

// A test server starts on a copy of a database migrated once, not on one it migrates itself: the
// migrations cost about a quarter of a test server's start, and the server tests start about two
// thousand. The migrations themselves are still run for real by the tests that are about them
// (platform/db/*.test.ts) and by every test that starts a server process (server.ts migrates).

const migrationsDir = path.join(repoRoot, 'src/server/platform/db/migrations');

/**
 * The migrations' sources, hashed: a PostgreSQL template outlives the run on a cluster that is kept,
 * and one migrated by other (or changed) migrations must not be taken for this code's.
 */
function migrationsKey(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Who builds the template: the other processes of the run wait on it (a key of this kit's own). */
const templateLockKey = 2026112947;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's template on the PostgreSQL cluster (made by the first process that asks, under an
 * advisory lock), by name. Nobody may connect to it: CREATE DATABASE … TEMPLATE refuses a template
 * with a session on it.
 */
async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    // Migrated under another name and renamed when done: a process killed halfway leaves no
    // half-migrated template behind, only a scrap the next build drops.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const db = openDb({ postgresUrl: databaseUrl(adminUrl, building) });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    await admin.query(`alter database ${name} with allow_connections false`);
    return name;
  } finally {
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/** A fresh PostgreSQL database, a copy of the migrated template (made once per run and cluster). */
export async function createMigratedPostgresDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  postgresTemplate ??= buildPostgresTemplate(adminUrl);
  const template = await postgresTemplate;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let sqliteTemplate: Promise<string> | undefined;

async function buildSqliteTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-template-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'console.db');
  const db = openDb({ sqliteFile: file });
  await migrate(db);
  // Closing the only connection checkpoints the WAL into the file and removes it: the file is whole.
  await db.close();
  return file;
}

/** Writes a migrated SQLite database to `file`: a copy of the one this process migrated first. */
export async function copyMigratedSqlite(file: string): Promise<void> {
  sqliteTemplate ??= buildSqliteTemplate();
  const template = await sqliteTemplate;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(template, file);
}
