import path from 'node:path';
import { buildApp, repoRoot } from './app';
import { loadConfig } from './platform/config';
import { openDb } from './platform/db/connection';
import { migrate, OperatorError } from './platform/db/migrate';
import { startJobs } from './jobs';
import { closeGracefully } from './platform/shutdown';
import { runOperatorCommand } from './cli/operatorCommands';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  // Several instances may start at once: on PostgreSQL one migrates, the others wait and find nothing to do.
  // A database of a newer console is refused here, before anything is written (migrate.ts).
  await migrate(db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
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

// `server.cjs backup --out …`, `restore --from …`, `check-storage`: the operations commands run from
// the built server too (npm run backup and the others start this file the same way); without a
// command it serves.
const [command, ...args] = process.argv.slice(2);
const run = command === undefined ? main().then(() => undefined) : runOperatorCommand(command, args);
run.then(
  (code) => {
    if (code !== undefined) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  },
);
