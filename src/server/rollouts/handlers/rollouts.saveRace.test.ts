import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { waitFor } from '../../test/instancesKit';
import { wave } from '../../test/rolloutsKit';

// A plan saved again while its rollout starts, on PostgreSQL (which reads without locking): the save
// read the draft, then the start wrote first. The save must not replace the started rollout's waves
// (they would all be pending again, and the rollout stuck): it answers 409 and writes nothing. The
// start's first write is made here by hand and held open, so the order is certain.

const skip = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set: the race needs PostgreSQL';

describe('a plan saved while its rollout starts', { skip }, () => {
  let server: TestServer;
  let admin: string;
  /** Holds the start's write to the rollout open in its transaction. */
  let starter: pg.Client;
  /** Watches the server's backends (a transaction's statistics views hold still, so not the starter). */
  let watcher: pg.Client;

  before(async () => {
    server = await startTestServer('postgres', { seed: (db, dir, now) => seedDemo(db, dir, now) });
    admin = await loginCookie(server.app, ...demo.admin);
    starter = new pg.Client({ connectionString: server.config.postgresUrl! });
    await starter.connect();
    watcher = new pg.Client({ connectionString: server.config.postgresUrl! });
    await watcher.connect();
  });
  after(async () => {
    await starter?.end();
    await watcher?.end();
    await server?.close();
  });

  it('answers 409 and leaves the started waves as they are', async () => {
    const update = await server.db.kysely
      .selectFrom('syncfiles as s')
      .innerJoin('contexts as c', 'c.id', 's.contextId')
      .select('s.uid')
      .where('c.key', '=', 'SUEDKAUF')
      .where('s.filename', '=', 'kasse-5.14.0.zip')
      .executeTakeFirstOrThrow();
    const save = (waves: unknown[]) =>
      server.app.inject(
        withCookie(admin, {
          method: 'POST',
          url: '/api/frontend/rollouts/save',
          payload: { contextId: 'SUEDKAUF', updateUid: update.uid, waves },
        }),
      );
    const first = await save([wave('Pilot', { pilot: true }), wave('Rest', { sharePercent: 100 })]);
    assert.equal(first.statusCode, 200, first.body);
    const uid = first.json().uid as string;

    // The start's first write: the rollout running on wave 1, its transaction still open.
    await starter.query('begin');
    await starter.query(
      `update rollouts set state = 'running', current_wave = 1, revision = revision + 1 where uid = $1`,
      [uid],
    );
    await starter.query(
      `update rollout_waves set state = 'running' where number = 1 and rollout_id =
      (select id from rollouts where uid = $1)`,
      [uid],
    );
    const saving = save([wave('Alles', { sharePercent: 100 })]);
    await waitFor('the save waiting for the rollout row', 30, async () => {
      const waiting = await watcher.query(
        `select 1 from pg_stat_activity
         where wait_event_type = 'Lock' and query ilike 'update "rollouts"%' and pid <> pg_backend_pid()`,
      );
      return waiting.rowCount === 1;
    });
    await starter.query('commit');

    const reply = await saving;
    assert.equal(reply.statusCode, 409, reply.body);
    assert.equal(reply.json().message, 'Der Rollout wurde bereits gestartet; sein Plan lässt sich nicht mehr ändern.');
    const rollout = await server.db.kysely
      .selectFrom('rollouts')
      .select(['id', 'state', 'author'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    assert.deepEqual([rollout.state, rollout.author], ['running', 'admin']);
    const waves = await server.db.kysely
      .selectFrom('rolloutWaves')
      .select(['number', 'state', 'plan'])
      .where('rolloutId', '=', rollout.id)
      .orderBy('number')
      .execute();
    assert.deepEqual(
      waves.map((w) => [w.number, w.state, (JSON.parse(w.plan) as { name: string }).name]),
      [
        [1, 'running', 'Pilot'],
        [2, 'pending', 'Rest'],
      ],
    );
  });
});
