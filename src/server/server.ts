import path from 'node:path';
import { buildApp, repoRoot } from './app';
import { loadConfig } from './config';
import { openDb } from './db/connection';
import { migrate } from './db/migrations';
import { seedDemo } from './demo/seed';
import { startDemoSimulator } from './simulator/inProcess';
import { createUpdateStore } from './storage/createStore';
import type { FleetSimulator } from './simulator/simulator';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  // Update files (folder or S3); made here because the demo seed writes into it before the app exists.
  const store = createUpdateStore(config.storage);
  if (config.demo && (await seedDemo(db, store))) {
    console.log('Demo-Daten angelegt (Anmeldung: admin / demo-admin-2026).');
  }
  const app = await buildApp({
    config,
    db,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    publicDir: path.join(repoRoot, 'dist/public'),
    store,
  });

  await app.sessions.purgeExpired();

  let simulator: FleetSimulator | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await simulator?.stop();
    await app.close();
    await db.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  if (config.demo) simulator = await startDemoSimulator(app);
  app.log.info(`Kassen-Konsole: http://localhost:${config.port} (${config.systemType}, ${db.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
