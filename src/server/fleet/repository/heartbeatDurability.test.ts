import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../platform/config';
import { openDb, type Db } from '../../platform/db/connection';
import { migrate } from '../../platform/db/migrate';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { AgentClient, httpTransport } from '../../simulator/transport';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess';

const context = 'WESTFRISCH';
const sent = 600;
const killAfterAcks = 150;

const heartbeat = (n: number) => ({
  storeId: String(70000 + Math.floor(n / 10)),
  posId: String((n % 10) + 1),
  agentVersion: '3.4.0',
  // Every other one full, the rest light: both kinds must survive.
  ...(n % 2 === 0 ? { agentInfo: { osInfo: { hostname: `kasse-${n}` }, cashpointVersion: '5.13.1' } } : {}),
});

for (const kind of databaseKinds)
  describe(`acknowledged heartbeats survive kill -9 on ${kind}`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-kill-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, SESSION_SECRET: 'kill-test' };
    let dropDatabase = async () => {};
    let server: ServerProcess | undefined;
    let db: Db | undefined;

    before(async () => {
      if (kind === 'postgres') {
        const pgDb = await createPostgresDatabase();
        env.DATABASE_URL = pgDb.url;
        dropDatabase = pgDb.drop;
      }
      const config = loadConfig({ ...env, DEMO: 'false' });
      const seeding = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      await migrate(seeding);
      await seedDemo(seeding, dataDir);
      await seeding.close();
    });
    after(async () => {
      await server?.stop('SIGKILL');
      await db?.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('finds every heartbeat the server answered with 200 after the process was killed mid-stream', async () => {
      server = await startServerProcess(env);
      const killed = server;
      const client = new AgentClient(httpTransport(server.url, 48), context, demoHashSecret(context));
      const startedAt = Date.now();
      const acknowledged: number[] = [];
      let unanswered = 0;
      let killSent = false;
      let next = 0;
      const agent = async () => {
        while (next < sent) {
          const n = next++;
          try {
            const reply = await client.post('/api/agent/cashpoints/heartbeat', heartbeat(n));
            if (reply.status !== 200) throw new Error(`heartbeat ${reply.status}: ${reply.body.toString()}`);
            acknowledged.push(n);
            // Killed while heartbeats are still arriving and being written.
            if (acknowledged.length === killAfterAcks) killSent = killed.child.kill('SIGKILL');
          } catch (error) {
            if (!killSent) throw error;
            unanswered += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: 48 }, agent));
      await killed.stop('SIGKILL');
      assert.ok(acknowledged.length >= killAfterAcks);
      assert.ok(unanswered > 0, 'the kill came after every heartbeat was answered');

      server = await startServerProcess(env);
      const config = loadConfig({ ...env, DEMO: 'false' });
      db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      const rows = await db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['s.storeId', 'c.posId', 'c.lastHeartbeat', 'c.agentInfo'])
        .where('x.key', '=', context)
        .where('s.storeId', '>=', '70000')
        .execute();
      const stored = new Map(rows.map((r) => [`${r.storeId}/${r.posId}`, r]));
      const missing = acknowledged.filter((n) => {
        const { storeId, posId } = heartbeat(n);
        const row = stored.get(`${storeId}/${posId}`);
        return !row || Number(row.lastHeartbeat) < startedAt || (n % 2 === 0 && !row.agentInfo?.includes(`kasse-${n}`));
      });
      assert.deepEqual(missing, []);
    });
  });
