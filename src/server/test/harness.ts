import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { cheaperPasswordHashesForTests } from '../accounts';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../platform/config';
import { openDb, type Db } from '../platform/db/connection';
import { migrate } from '../platform/db/migrate';
import { checkRepliesAgainstContract } from './contractReplies';
import { copyMigratedSqlite, createMigratedPostgresDatabase } from './migratedTemplate';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: { now: number };
  /** The server's log lines (JSON) at warn level and above or at `logLevel`, so a test can assert there were none. */
  logs: string[];
  close(): Promise<void>;
}

type DatabaseKind = 'sqlite' | 'postgres';

// Every file that starts a test server hashes its passwords with a lower scrypt cost (see password.ts).
cheaperPasswordHashesForTests();

/** The databases the suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL names one. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

const newDatabaseName = () => `t_${crypto.randomBytes(6).toString('hex')}`;

/** A fresh, empty PostgreSQL database on the test cluster, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = newDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A real server on a fresh, migrated database; `seed` fills it before the app starts. */
export async function startTestServer(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    seed?: (db: Db, dataDir: string, now: number) => Promise<unknown>;
    /** A folder with an index.html, served as the built SPA. */
    publicDir?: string;
    /** The log level whose lines `logs` keeps (warn unless told). */
    logLevel?: string;
    /** The clock's first instant (ms); now unless told. */
    startAt?: number;
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const pgDb =
    kind === 'postgres'
      ? await createMigratedPostgresDatabase(process.env.TEST_DATABASE_URL!, newDatabaseName())
      : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'false',
    SESSION_SECRET: 'test-secret',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  // A copy of the migrated template (migratedTemplate.ts), unless the test named a database of its own.
  const fromTemplate = config.postgresUrl ? config.postgresUrl === pgDb?.url : !fs.existsSync(config.sqliteFile);
  if (fromTemplate && !config.postgresUrl) await copyMigratedSqlite(config.sqliteFile);
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  if (!fromTemplate) await migrate(db);
  const clock = { now: options.startAt ?? Date.now() };
  if (options.seed) await options.seed(db, dataDir, clock.now);
  const logs: string[] = [];
  const stream = {
    write(line: string) {
      logs.push(line);
      if (process.env.TEST_LOG) process.stderr.write(line);
    },
  };
  const app = await buildApp({
    config,
    db,
    now: () => clock.now,
    logger: { level: options.logLevel ?? 'warn', stream },
    publicDir: options.publicDir,
  });
  const violationsOverSockets = checkRepliesAgainstContract(app);
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    logs,
    async close() {
      await app.close();
      await db.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const violations = violationsOverSockets();
      if (violations.length > 0) throw new Error(`Replies over HTTP broke openapi.yaml:\n${violations.join('\n')}`);
    },
  };
}

/** Logs in through the API and returns the cookie header of the new session. */
export async function loginCookie(
  app: FastifyInstance,
  login: string,
  password: string,
  token2FA?: string,
): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/frontend/login',
    payload: { login, password, token2FA },
  });
  if (reply.statusCode !== 200) throw new Error(`login ${login} failed: ${reply.statusCode} ${reply.body}`);
  const cookie = reply.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}

export function withCookie(cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, cookie } };
}
