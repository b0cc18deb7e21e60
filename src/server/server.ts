import path from 'node:path';
import { buildApp, repoRoot } from './app';
import { loadConfig } from './platform/config';
import { openDb } from './platform/db/connection';
import { migrate } from './platform/db/migrate';
import { startJobs } from './jobs';
import { closeGracefully } from './platform/shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  // Several instances may start at once: on PostgreSQL one migrates, the others wait and find nothing to do.
  await migrate(db);
  const app = await buildApp({
    config,
    db,
    logger: { level: config.logLevel },
    publicDir: path.join(repoRoot, 'dist/public'),
  });

  // Demo data, the demo simulator and the clean-ups run on one instance at a time (jobs/jobs.ts).
  const jobs = await startJobs(app);
  closeGracefully(app, db, jobs);

  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(`Kassen-Konsole: http://localhost:${config.port} (${config.systemType}, ${db.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
