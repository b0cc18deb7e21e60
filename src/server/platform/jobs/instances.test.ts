import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDb, type Db } from '../db/connection';
import { demoContexts, demoUsers } from '../../demo/seed';
import { createPostgresDatabase } from '../../test/harness';
import { request } from '../../test/listening';
import { occurrences, startServerProcess, type ServerProcess } from '../../test/serverProcess';

const seededLine = 'Demo-Daten angelegt';

async function readiness(server: ServerProcess): Promise<{ status: string; leader: boolean }> {
  const reply = await request(`${server.url}/readyz`);
  assert.equal(reply.status, 200, reply.body.toString());
  return JSON.parse(reply.body.toString()) as { status: string; leader: boolean };
}

const folders: string[] = [];
const dataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-instances-'));
  folders.push(folder);
  return folder;
};

describe('the jobs of one instance on SQLite', () => {
  let server: ServerProcess | undefined;
  after(async () => {
    await server?.stop('SIGKILL');
  });

  it('run at once: the instance leads, seeds the demo data and runs the simulator', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir(), SESSION_SECRET: 'sqlite-jobs', DEMO: 'true' });
    assert.equal(occurrences(server.output(), 'jobs: leading'), 1);
    assert.equal(occurrences(server.output(), seededLine), 1);
    assert.match(server.output(), /Simulator: \d+ Kassen/);
    assert.deepEqual(await readiness(server), { status: 'ok', leader: true });
  });
});

if (process.env.TEST_DATABASE_URL)
  describe('two instances started at once on an empty PostgreSQL database', () => {
    const servers: ServerProcess[] = [];
    let db: Db | undefined;
    let dropDatabase = async () => {};
    after(async () => {
      for (const server of servers) await server.stop('SIGKILL');
      await db?.close();
      await dropDatabase();
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
    });

    it('migrate once, seed once and run the jobs on one; the other takes over when it is killed', async () => {
      const database = await createPostgresDatabase();
      dropDatabase = database.drop;
      // Each instance has a folder of its own, as on two machines; the retry is short for the test.
      const env = (name: string) => ({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir(),
        SESSION_SECRET: 'two-instances',
        DEMO: 'true',
        INSTANCE_ID: name,
        JOBS_RETRY_SECONDS: '1',
      });
      servers.push(...(await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))])));
      const output = () => servers.map((server) => server.output()).join('\n');
      assert.equal(occurrences(output(), 'jobs: leading'), 1, output());
      assert.equal(occurrences(output(), 'jobs: standing by'), 1, output());
      assert.equal(occurrences(output(), seededLine), 1, output());
      assert.equal(occurrences(output(), 'Simulator: '), 1, output());

      db = openDb({ postgresUrl: database.url });
      const count = async (table: 'contexts' | 'users') =>
        Number(
          (
            await db!.kysely
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      assert.equal(await count('contexts'), demoContexts.length);
      // The demo's persons and its one service account (a users row of kind 'service').
      assert.equal(await count('users'), demoUsers.length + 1);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
      assert.equal(new Set(rows.map((row) => row.name)).size, rows.length);

      const leaderIndex = servers.findIndex((server) => server.output().includes('jobs: leading'));
      const [leader, follower] = [servers[leaderIndex]!, servers[1 - leaderIndex]!];
      assert.equal((await readiness(leader)).leader, true);
      assert.equal((await readiness(follower)).leader, false);

      // The leader dies without a word: PostgreSQL ends its session and with it the lock.
      await leader.stop('SIGKILL');
      await follower.waitForOutput('jobs: leading');
      await follower.waitForOutput('Simulator: ');
      assert.equal((await readiness(follower)).leader, true);
      // The data was there: the new leader only started the simulator.
      assert.equal(occurrences(follower.output(), seededLine), 0);
      // The demo's persons and its one service account (a users row of kind 'service').
      assert.equal(await count('users'), demoUsers.length + 1);
    });
  });
