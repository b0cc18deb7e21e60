import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDb } from '../platform/db/connection';
import { checkRepliesAgainstContract } from './contractReplies';
import type { TestServer } from './harness';

export interface SecondInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Another instance of the console on the test server's database, with its own connections and its
 * own process-local state, on the same clock: what a second server behind a load balancer is.
 */
export async function startSecondInstance(server: TestServer): Promise<SecondInstance> {
  const { config } = server;
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  const app = await buildApp({ config, db, now: () => server.clock.now });
  checkRepliesAgainstContract(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
