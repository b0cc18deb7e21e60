import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { openDb, type Db } from '../../platform/db/connection';
import { migrate } from '../../platform/db/migrate';
import { AgentClient, httpTransport, injectTransport } from '../../simulator/transport';
import { createPostgresDatabase, startTestServer, type TestServer } from '../../test/harness';
import { queueAction, targetState } from '../../test/repository/actionRows';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess';
import { announceActions } from '../signals';

// Several instances on one PostgreSQL database: a call held on one is answered by an action queued
// through the other (NOTIFY), and an instance killed while actions are handed out loses none and
// hands none out twice as new.

const skip = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set: several instances need PostgreSQL';
const context = 'NORDMARKT';
const secret = demoHashSecret(context);

interface AgentAction {
  actionUid: string;
  repeat: boolean;
}
const actionsOf = (body: Buffer) => (JSON.parse(body.toString()) as { actions: AgentAction[] }).actions;

describe('agent actions on two instances in one process', { skip }, () => {
  let server: TestServer;
  let second: SecondInstance;
  before(async () => {
    server = await startTestServer('postgres', { seed: (db, dir, now) => seedDemo(db, dir, now) });
    second = await startSecondInstance(server);
  });
  after(async () => {
    await second?.close();
    await server?.close();
  });

  it('answers a call held on one instance at once when an action is queued on the other', async () => {
    const now = () => Math.floor(server.clock.now / 1000);
    const onFirst = new AgentClient(injectTransport(server.app), context, secret, now);
    const onSecond = new AgentClient(injectTransport(second.app), context, secret, now);
    const beat = await onFirst.post('/api/agent/cashpoints/heartbeat', {
      storeId: '7201',
      posId: '1',
      agentVersion: '3.3.0',
    });
    assert.equal(beat.status, 200);
    const url = '/api/agent/actions?target=cashpoint&storeId=7201&posId=1';
    const first = await onSecond.get(url);
    assert.equal(first.status, 200, first.body.toString());
    // Unchanged: 304 from either instance.
    assert.equal((await onFirst.get(url, { 'if-none-match': first.etag! })).status, 304);
    assert.equal((await onSecond.get(url, { 'if-none-match': first.etag! })).status, 304);
    const started = Date.now();
    const held = onSecond.get(`${url}&wait=20`, { 'if-none-match': first.etag! });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const queued = await queueAction(server.db, context, 'ntpResync', [{ storeId: '7201', posIds: ['1'] }]);
    const contextId = (
      await server.db.kysely.selectFrom('contexts').select('id').where('key', '=', context).executeTakeFirstOrThrow()
    ).id;
    announceActions(server.db, contextId);
    const reply = await held;
    const elapsed = Date.now() - started - 300;
    assert.equal(reply.status, 200, reply.body.toString());
    assert.deepEqual(
      actionsOf(reply.body).map((a) => a.actionUid),
      [queued.targets.get('7201/1')],
    );
    assert.ok(elapsed < 3000, `answered ${elapsed} ms after the action was queued`);
  });
});

describe('an instance killed while it hands out actions', { skip }, () => {
  const stores = Array.from({ length: 30 }, (_, i) => String(7301 + i));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Db;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  before(async () => {
    database = await createPostgresDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-actions-kill-'));
    db = openDb({ postgresUrl: database.url });
    await migrate(db);
    await seedDemo(db, path.join(dataDir, 'updates'), Date.now());
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SESSION_SECRET: 'kill-test', DEMO: 'false' };
    for (const id of ['a', 'b']) servers.push(await startServerProcess({ ...env, INSTANCE_ID: id }));
  });
  after(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await db?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands no action out twice as new and loses none', async () => {
    const [a, b] = servers.map((s) => new AgentClient(httpTransport(s.url), context, secret));
    for (const storeId of stores) {
      const beat = await b!.post('/api/agent/cashpoints/heartbeat', { storeId, posId: '1', agentVersion: '3.3.0' });
      assert.equal(beat.status, 200, beat.body.toString());
    }
    const queued = await queueAction(
      db,
      context,
      'ntpResync',
      stores.map((storeId) => ({ storeId, posIds: ['1'] })),
    );
    const received = new Map<string, AgentAction[]>();
    const note = (body: Buffer) => {
      for (const action of actionsOf(body))
        received.set(action.actionUid, [...(received.get(action.actionUid) ?? []), action]);
    };
    const ask = async (client: AgentClient, storeId: string) => {
      try {
        const reply = await client.get(`/api/agent/actions?target=cashpoint&storeId=${storeId}&posId=1`);
        if (reply.status === 200) note(reply.body);
      } catch {
        // The killed instance's connection broke: that reply is lost, as it would be for an agent.
      }
    };
    // Every register asks both instances at once, twice; instance a dies in the middle of it.
    const burst = stores.flatMap((storeId) => [ask(a!, storeId), ask(b!, storeId), ask(a!, storeId), ask(b!, storeId)]);
    await new Promise((resolve) => setTimeout(resolve, 15));
    await servers[0]!.stop('SIGKILL');
    await Promise.all(burst);
    // Then each register asks the survivor until it has its action.
    for (const storeId of stores) await ask(b!, storeId);

    const uids = [...queued.targets.values()];
    const asNew = uids.filter((uid) => (received.get(uid) ?? []).filter((x) => !x.repeat).length > 1);
    assert.deepEqual(asNew, [], 'handed out twice as new');
    const lost = uids.filter((uid) => !received.has(uid));
    assert.deepEqual(lost, [], 'never received');
    for (const uid of uids) assert.equal((await targetState(db, uid)).state, 'sent');
  });
});
