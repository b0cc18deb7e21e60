// The app of the in-process memory bench (memory.ts): a context of BENCH_STORES ×
// BENCH_REGISTERS (default 5,000 × 10) on SQLite or, with DATABASE_URL, on PostgreSQL, and an admin
// session's cookie.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, repoRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { migrate } from '../../src/server/platform/db/migrate';
import { seedDemo } from '../../src/server/demo/seed';
import { seedFleet } from './seedFleet';

export const benchContextKey = 'MEGAMARKT';

export interface BenchApp {
  app: FastifyInstance;
  db: Db;
  cookie: string;
  stores: number;
  registersPerStore: number;
  close(): Promise<void>;
}

export async function openBenchApp(): Promise<BenchApp> {
  const stores = Number(process.env.BENCH_STORES ?? 5000);
  const registersPerStore = Number(process.env.BENCH_REGISTERS ?? 10);
  // BENCH_DIR keeps the seeded SQLite database between runs (seeded once, on its first run).
  const keptDir = process.env.BENCH_DIR;
  const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-replies-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'false',
    SESSION_SECRET: 'bench',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  const fresh = await seedDemo(db, dataDir);
  const start = performance.now();
  if (fresh) await seedFleet(db, benchContextKey, stores, registersPerStore);
  console.log(
    `${db.dialect}: ${stores} × ${registersPerStore} seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({ config, db, publicDir: path.join(repoRoot, 'dist/public') });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/frontend/login',
    payload: { login: 'admin', password: 'demo-admin-2026' },
  });
  const sid = login.cookies.find((c) => c.name === 'sid')!;
  return {
    app,
    db,
    cookie: `sid=${sid.value}`,
    stores,
    registersPerStore,
    async close() {
      await app.close();
      await db.close();
      if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
