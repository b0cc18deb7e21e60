import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { openDb, type Db } from '../../platform/db/connection';
import { createPostgresDatabase } from '../../test/harness';
import { waitFor } from '../../test/instancesKit';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess';
import { setAgentInfo } from '../../test/alertsKit';
import { plantDayClose } from '../../test/updateWindowKit';
import { addFleet, addRollout, addUpdate, hour, install, setRolloutSettings } from '../../test/rolloutEvaluationKit';

// Two instances on one PostgreSQL database; the leader is killed (SIGKILL) in the middle of an
// advance: its transaction has started wave 2 (the rollout's row, the waves, the stores taken) and
// waits to write its audit entry, which this test holds back by locking the audit log. The leader's
// transaction dies with it; the other instance takes over the jobs and starts wave 2 once.

const skip = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set: several instances need PostgreSQL';

/** A backend that waits for a lock while inserting into the audit log, if any. */
async function waitingAuditInsert(client: pg.Client): Promise<number | null> {
  const result = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where wait_event_type = 'Lock' and query ilike 'insert into "audit_log"%' and pid <> pg_backend_pid()`,
  );
  return result.rows[0]?.pid ?? null;
}

/** The tables a backend holds a write lock on (its transaction has written them). */
async function writtenBy(client: pg.Client, pid: number): Promise<string[]> {
  const result = await client.query<{ relname: string }>(
    `select c.relname from pg_locks l join pg_class c on c.oid = l.relation
     where l.pid = $1 and l.granted and l.mode = 'RowExclusiveLock' and c.relkind = 'r' order by c.relname`,
    [pid],
  );
  return result.rows.map((row) => row.relname);
}

describe('two instances, the leader killed during an advance', { skip }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let db: Db;
  const servers: ServerProcess[] = [];
  /** Holds the audit log's lock in its transaction. */
  let locker: pg.Client;
  /** Watches the other backends: the statistics views hold still within a transaction, so not the locker. */
  let watcher: pg.Client;

  before(async () => {
    database = await createPostgresDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-rollout-kill-'));
    const env = (id: string) => ({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'rollout-kill',
      INSTANCE_ID: id,
      JOBS_RETRY_SECONDS: '1',
      ROLLOUT_ADVANCE_SECONDS: '1',
      ALERT_CHECK_SECONDS: '3600',
    });
    // One after the other: the first migrates and leads, the second stands by.
    servers.push(await startServerProcess(env('a')));
    servers.push(await startServerProcess(env('b')));
    db = openDb({ postgresUrl: database.url, sqliteFile: path.join(dataDir, 'unused.sqlite') });
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await locker?.end().catch(() => undefined);
    await watcher?.end().catch(() => undefined);
    await db?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no wave started twice and none skipped', { timeout: 60_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    assert.match(a.output(), /jobs: leading/);
    assert.doesNotMatch(b.output(), /jobs: leading/);

    // The audit log locked: the leader's next transition writes everything but its audit entry, and waits.
    await locker.query('begin');
    await locker.query('lock table audit_log in exclusive mode');

    // Wave 1 soaked, every gate holds, the context advances by itself: the leader's next run starts wave 2.
    const now = Date.now();
    const fleet = await addFleet(db, 'KILL', 4, 2, now + hour);
    await setRolloutSettings(db, fleet.contextId, true);
    const update = await addUpdate(db, fleet.contextId, 'cashpoint');
    const rollout = await addRollout(db, fleet, update, 'cashpoint', 'running', 1, [
      { state: 'soaking', startedAt: now - 30 * hour, soakUntil: now - hour, stores: [0, 1] },
      { state: 'pending', plan: { sharePercent: 50 } },
      { state: 'pending', plan: { sharePercent: 100 } },
    ]);
    const registers = [0, 1].flatMap((i) => fleet.stores[i]!.registerIds);
    await install(db, update, 'cashpoint', registers, 2, now - 26 * hour);
    for (const store of fleet.stores) {
      await setAgentInfo(db, store.agentId!, {});
      await plantDayClose(db, store.storeRowId, true, now - 20 * hour);
    }

    let blocked: number | null = null;
    await waitFor('the leader waiting to write its audit entry', 30, async () => {
      blocked = await waitingAuditInsert(watcher);
      return blocked !== null;
    });
    // In the middle of the advance: the rollout, its waves and the stores of wave 2 are written.
    assert.deepEqual(
      (await writtenBy(watcher, blocked!)).filter((t) => t.startsWith('rollout')),
      ['rollout_stores', 'rollout_waves', 'rollouts'],
    );

    await a.stop('SIGKILL');
    await locker.query('commit');

    await waitFor('the other instance leading', 30, () => /jobs: leading/.test(b.output()));
    await waitFor('wave 2 started', 30, async () => {
      const row = await db.kysely
        .selectFrom('rollouts')
        .select('currentWave')
        .where('id', '=', rollout.id)
        .executeTakeFirst();
      return row?.currentWave === 2;
    });

    const row = await db.kysely
      .selectFrom('rollouts')
      .select(['state', 'currentWave', 'revision'])
      .where('id', '=', rollout.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { state: 'running', currentWave: 2, revision: 1 });
    const waves = await db.kysely
      .selectFrom('rolloutWaves')
      .select(['number', 'state'])
      .where('rolloutId', '=', rollout.id)
      .orderBy('number')
      .execute();
    assert.deepEqual(
      waves.map((w) => [w.number, w.state]),
      [
        [1, 'done'],
        [2, 'running'],
        [3, 'pending'],
      ],
    );
    // Half of the two stores no wave had taken: one store, taken once.
    const taken = await db.kysely
      .selectFrom('rolloutStores')
      .select(['wave'])
      .where('rolloutId', '=', rollout.id)
      .orderBy('wave')
      .execute();
    assert.deepEqual(
      taken.map((t) => t.wave),
      [1, 1, 2],
    );
    const entries = await db.kysely
      .selectFrom('auditLog')
      .select(['action', 'userLogin'])
      .where('objectId', '=', rollout.uid)
      .execute();
    assert.deepEqual(entries, [{ action: 'rolloutWaveStarted', userLogin: 'system' }]);
  });
});
