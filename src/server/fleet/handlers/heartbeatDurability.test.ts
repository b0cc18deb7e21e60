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
const agents = 48;
/** Registers, each sent to by one agent at a time, so what it sent last is what must be stored. */
const registers = 96;
const sent = 600;
const killAfterAcks = 150;

const register = (r: number) => ({ storeId: String(70000 + Math.floor(r / 8)), posId: String((r % 8) + 1) });

/**
 * A status-changing heartbeat of an already registered register: a new agent version each time,
 * every other one with agent info. Between them the register sends light ones that only say it is
 * there (taken as liveness only, written in batches), which must never undo a change.
 */
const change = (r: number, round: number) => ({
  ...register(r),
  agentVersion: `3.4.${round}`,
  ...(round % 2 === 0
    ? { agentInfo: { osInfo: { hostname: `kasse-${r}-${round}` }, cashpointVersion: '5.13.1' } }
    : {}),
});
const light = (r: number, round: number) => ({ ...register(r), agentVersion: `3.4.${round}` });

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

    it('finds every status-changing heartbeat the server answered with 200 after the process was killed mid-stream', async () => {
      server = await startServerProcess(env);
      const killed = server;
      const client = new AgentClient(httpTransport(server.url, agents), context, demoHashSecret(context));
      const post = async (body: object) => {
        const reply = await client.post('/api/agent/cashpoints/heartbeat', body);
        if (reply.status !== 200) throw new Error(`heartbeat ${reply.status}: ${reply.body.toString()}`);
      };
      // Registered, and known to the server as they are, before the stream starts.
      for (let r = 0; r < registers; r += 1) await post(light(r, 0));
      for (let r = 0; r < registers; r += 1) await post(light(r, 0));
      const startedAt = Date.now();
      /** The highest acknowledged round of each register, and of its heartbeats with agent info. */
      const acknowledged = new Map<number, { round: number; infoRound: number }>();
      let acks = 0;
      let unanswered = 0;
      let killSent = false;
      let next = 0;
      const agent = async (a: number) => {
        for (let round = 1; next < sent; round += 1)
          for (let r = a; r < registers && next < sent; r += agents) {
            next += 1;
            try {
              await post(change(r, round));
              const before = acknowledged.get(r) ?? { round: 0, infoRound: 0 };
              acknowledged.set(r, { round, infoRound: round % 2 === 0 ? round : before.infoRound });
              acks += 1;
              // Killed while heartbeats are still arriving and being written.
              if (acks === killAfterAcks) killSent = killed.child.kill('SIGKILL');
              await post(light(r, round));
            } catch (error) {
              if (!killSent) throw error;
              unanswered += 1;
            }
          }
      };
      await Promise.all(Array.from({ length: agents }, (_, a) => agent(a)));
      await killed.stop('SIGKILL');
      assert.ok(acks >= killAfterAcks);
      assert.ok(unanswered > 0, 'the kill came after every heartbeat was answered');

      server = await startServerProcess(env);
      const config = loadConfig({ ...env, DEMO: 'false' });
      db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      const rows = await db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['s.storeId', 'c.posId', 'c.lastHeartbeat', 'c.agentVersion', 'c.agentInfo'])
        .where('x.key', '=', context)
        .where('s.storeId', '>=', '70000')
        .execute();
      const stored = new Map(rows.map((r) => [`${r.storeId}/${r.posId}`, r]));
      const lost = [...acknowledged].filter(([r, { round, infoRound }]) => {
        const { storeId, posId } = register(r);
        const row = stored.get(`${storeId}/${posId}`);
        const storedRound = Number(row?.agentVersion?.split('.')[2]);
        const storedInfoRound = Number(/kasse-\d+-(\d+)/.exec(row?.agentInfo ?? '')?.[1] ?? 0);
        return !row || Number(row.lastHeartbeat) < startedAt || storedRound < round || storedInfoRound < infoRound;
      });
      assert.deepEqual(lost, []);
    });

    it('writes the batched liveness heartbeats still pending when the server stops gracefully', async () => {
      const running = server!;
      const client = new AgentClient(httpTransport(running.url, 1), context, demoHashSecret(context));
      const r = registers + 1;
      const send = async () =>
        assert.equal((await client.post('/api/agent/cashpoints/heartbeat', light(r, 0))).status, 200);
      // The first registers it (durable), the second only says it is there: batched, not yet written.
      await send();
      await new Promise((done) => setTimeout(done, 20));
      const sentAt = Date.now();
      await send();
      await running.stop('SIGTERM');
      const { storeId, posId } = register(r);
      const row = await db!.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select('c.lastHeartbeat')
        .where('x.key', '=', context)
        .where('s.storeId', '=', storeId)
        .where('c.posId', '=', posId)
        .executeTakeFirstOrThrow();
      assert.ok(Number(row.lastHeartbeat) >= sentAt, 'the pending last-seen time was lost on shutdown');
    });
  });
