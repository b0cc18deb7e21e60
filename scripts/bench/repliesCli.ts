// `tsx scripts/bench/repliesCli.ts`: the reply figures alone (BENCH_STORES × BENCH_REGISTERS, default
// 5,000 × 10), on SQLite or, with DATABASE_URL, on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, repoRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrations';
import { seedDemo } from '../../src/server/demo/seed';
import { measureReplies } from './replies';
import { seedFleet } from './seedFleet';

const stores = Number(process.env.BENCH_STORES ?? 5000);
const registersPerStore = Number(process.env.BENCH_REGISTERS ?? 10);
const contextKey = 'MEGAMARKT';

async function main(): Promise<void> {
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
  let start = performance.now();
  if (fresh) await seedFleet(db, contextKey, stores, registersPerStore);
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
  start = performance.now();
  const figures = await measureReplies(app, `sid=${sid.value}`, contextKey);
  for (const [name, f] of Object.entries(figures)) {
    console.log(
      `${name.padEnd(16)} ${(f.bytes / 1e6).toFixed(1).padStart(5)} MB  reply ${f.replyMs.toFixed(0).padStart(5)} ms (first ${f.firstMs.toFixed(0)} ms)  stringify ${f.stringifyMs.toFixed(0).padStart(4)} ms  ratio ${f.ratio.toFixed(2)}  revalidate ${f.revalidateStatus || '-'} ${f.revalidateMs.toFixed(1)} ms`,
    );
  }
  console.log(`RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
  await app.close();
  await db.close();
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
