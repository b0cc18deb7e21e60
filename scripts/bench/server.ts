// The console's server for the bench, in a process of its own so that its memory is measured apart
// from the bench and the simulator: migrates and seeds the demo data (the admin login and the
// MEGAMARKT context, but no in-process simulator), listens on a free port and tells the bench its
// address. The bench asks for the resident memory over the IPC channel.
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { repoRoot } from '../../src/server/paths';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrations';
import { seedDemo } from '../../src/server/demo/seed';

export type ServerMessage = { address: string; dialect: string } | { rss: number };

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  await seedDemo(db, config.dataDir);
  const app = await buildApp({ config, db, publicDir: path.join(repoRoot, 'dist/public') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: ServerMessage) => process.send?.(message);
  process.on('message', (request) => {
    if (request === 'rss') send({ rss: process.memoryUsage().rss });
  });
  // The bench ends the server by closing the channel (also when the bench itself dies).
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  send({ address, dialect: db.dialect });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
