import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDb, type Db } from '../platform/db/connection';
import { createPostgresDatabase } from '../test/harness';
import { actionSignals, closeActionSignals, releaseActionWaiters } from './signals';

// The wake-up of held action checks: an announcement of a context wakes the calls waiting for it,
// on PostgreSQL those of every instance (each with its own connections, as two processes have).

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms))]);

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(condition(), 'condition not met within 5 s');
};

describe('action signals on SQLite (one instance)', () => {
  const db = openDb({ sqliteFile: ':memory:' });
  after(async () => {
    await closeActionSignals(db);
    await db.close();
  });

  it('wakes a waiting call of the context at once and moves its epoch, not another context', async () => {
    const signals = actionSignals(db);
    const epoch = signals.epochOf(1);
    const other = signals.epochOf(2);
    const waiting = signals.wait(1, 10_000);
    const elsewhere = signals.wait(2, 200);
    signals.announce(1);
    assert.equal(await within(1000, waiting), 'changed');
    assert.notEqual(signals.epochOf(1), epoch);
    assert.equal(signals.epochOf(2), other);
    assert.equal(await elsewhere, 'timeout');
  });

  it('answers a wait with timeout when nothing is announced, and every wait when released', async () => {
    const signals = actionSignals(db);
    assert.equal(await signals.wait(3, 50), 'timeout');
    const held = [signals.wait(3, 60_000), signals.wait(4, 60_000)];
    await releaseActionWaiters(db);
    assert.deepEqual(await within(1000, Promise.all(held)), ['closed', 'closed']);
    assert.equal(await signals.wait(3, 60_000), 'closed');
  });
});

const skip = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set';

describe('action signals on PostgreSQL (two instances)', { skip }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let first: Db;
  let second: Db;
  before(async () => {
    database = await createPostgresDatabase();
    first = openDb({ postgresUrl: database.url });
    second = openDb({ postgresUrl: database.url });
  });
  after(async () => {
    await closeActionSignals(first);
    await closeActionSignals(second);
    await first.close();
    await second.close();
    await database.drop();
  });

  it('wakes the calls waiting on the other instance and on its own', async () => {
    const [a, b] = [actionSignals(first), actionSignals(second)];
    await until(() => a.trustworthy && b.trustworthy);
    const epoch = b.epochOf(7);
    const waits = [b.wait(7, 10_000), a.wait(7, 10_000)];
    a.announce(7);
    assert.deepEqual(await within(2000, Promise.all(waits)), ['changed', 'changed']);
    assert.notEqual(b.epochOf(7), epoch);
  });

  it('counts every epoch as moved after the listening connection was lost, and listens again', async () => {
    const b = actionSignals(second);
    await until(() => b.trustworthy);
    const epoch = b.epochOf(8);
    // The backend of the listening connection is ended, as a restart of the server would.
    await first.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(() => b.epochOf(8) !== epoch);
    await until(() => b.trustworthy);
    const waiting = b.wait(8, 10_000);
    actionSignals(first).announce(8);
    assert.equal(await within(2000, waiting), 'changed');
  });
});
