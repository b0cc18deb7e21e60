import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { seedDemo } from '../../demo/seed';
import { createPostgresDatabase, databaseKinds, startTestServer } from '../../test/harness';
import { startJobs } from '../../jobs';
import { jobsLockKey, PostgresLeaderLock, soleInstanceLock, type LeaderLock } from './leaderLock';
import { every, JobRunner, type JobLog } from './leadership';

const quiet: JobLog = { info: () => undefined, error: () => undefined } as unknown as JobLog;

/** A runner of one job that counts its runs, and a promise for each change of its leadership. */
function countingRunner(lock: LeaderLock, retryMs = 50) {
  const state = { runs: 0, leading: false };
  const waiters: { leading: boolean; resolve: () => void }[] = [];
  const runner = new JobRunner({
    lock,
    retryMs,
    log: quiet,
    jobs: [every('count', 5, async () => void (state.runs += 1), quiet)],
    onChange: (leading) => {
      state.leading = leading;
      for (const waiter of waiters.filter((w) => w.leading === leading)) waiter.resolve();
    },
  });
  const becomes = (leading: boolean) =>
    state.leading === leading ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ leading, resolve }));
  return { runner, state, becomes };
}

describe('the jobs on SQLite', () => {
  it('run at once on the one instance there is, again and again until stopped', async () => {
    const { runner, state } = countingRunner(soleInstanceLock());
    await runner.start();
    assert.equal(runner.leading, true);
    assert.ok(state.runs >= 1, 'the first run is done when start resolves');
    while (state.runs < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.stop();
    assert.equal(runner.leading, false);
  });

  it('start a job whose start failed on a later check of the leading instance', { timeout: 10_000 }, async () => {
    const starts = { tries: 0, started: false };
    const errors: string[] = [];
    const runner = new JobRunner({
      lock: soleInstanceLock(),
      retryMs: 20,
      log: { ...quiet, error: (_detail: unknown, message: string) => void errors.push(message) } as JobLog,
      jobs: [
        {
          name: 'flaky',
          async start() {
            if ((starts.tries += 1) === 1) throw new Error('database away');
            starts.started = true;
            return async () => undefined;
          },
        },
      ],
    });
    await runner.start();
    assert.equal(starts.started, false);
    while (!starts.started) await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.stop();
    assert.equal(starts.tries, 2, 'a started job is not started again');
    assert.deepEqual(errors, ['jobs: flaky did not start']);
  });
});

for (const kind of databaseKinds)
  describe(`the session clean-up on ${kind}`, () => {
    it('deletes expired sessions when the instance starts leading', async () => {
      const server = await startTestServer(kind, {
        seed: async (db, dir, now) => {
          await seedDemo(db, dir, now);
          const { id: userId } = await db.kysely
            .selectFrom('users')
            .select('id')
            .where('login', '=', 'admin')
            .executeTakeFirstOrThrow();
          const session = { userId, createdAt: now - 1000, lastSeenAt: now - 1000, userAgent: null, address: null };
          await db.kysely
            .insertInto('sessions')
            .values([
              { ...session, idHash: 'abgelaufen', uid: 's1', expiresAt: now - 1 },
              { ...session, idHash: 'gueltig', uid: 's2', expiresAt: now + 60_000 },
            ])
            .execute();
        },
      });
      try {
        const runner = await startJobs(server.app);
        assert.equal(server.app.instanceState.leading, true);
        await runner.stop();
        const left = await server.db.kysely.selectFrom('sessions').select('idHash').execute();
        assert.deepEqual(
          left.map((row) => row.idHash),
          ['gueltig'],
        );
        assert.equal(server.app.instanceState.leading, false);
      } finally {
        await server.close();
      }
    });
  });

if (process.env.TEST_DATABASE_URL)
  describe('the jobs of two instances on one PostgreSQL database', () => {
    const cleanups: (() => Promise<void>)[] = [];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    // Bounded: a take-over that never comes must fail the test, not hang the suite.
    it(
      'run on one; the other takes over when the first releases its lock or loses its connection',
      { timeout: 60_000 },
      async () => {
        const database = await createPostgresDatabase();
        cleanups.push(database.drop);
        // The first may win its lock back on a new connection before the second's next try (a fair
        // outcome, but not the one under test): while `firstMayLead` is false it does not try.
        let firstMayLead = true;
        const firstLock = new PostgresLeaderLock(database.url);
        const first = countingRunner({
          tryAcquire: () => (firstMayLead ? firstLock.tryAcquire() : Promise.resolve(false)),
          stillHeld: () => firstLock.stillHeld(),
          release: () => firstLock.release(),
          onLost: (listener) => firstLock.onLost(listener),
        });
        const second = countingRunner(new PostgresLeaderLock(database.url));
        cleanups.push(
          () => first.runner.stop(),
          () => second.runner.stop(),
        );
        await first.runner.start();
        await second.runner.start();
        assert.deepEqual([first.state.leading, second.state.leading], [true, false]);
        assert.equal(second.state.runs, 0);

        // The first instance's database connection dies (as when its process is killed).
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        cleanups.push(() => admin.end());
        // pg_locks spans the cluster: other tests' instances hold the same lock in their databases.
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted
             and database = (select oid from pg_database where datname = current_database())`,
          [jobsLockKey],
        );
        assert.equal(rows.length, 1);
        firstMayLead = false;
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await Promise.all([first.becomes(false), second.becomes(true)]);
        const runsBefore = second.state.runs;
        while (second.state.runs === runsBefore) await new Promise((resolve) => setTimeout(resolve, 5));

        // The second one shuts down: the first, whose connection came back, leads again.
        firstMayLead = true;
        await second.runner.stop();
        await first.becomes(true);
        assert.equal(second.state.leading, false);
      },
    );
  });
