import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { AgentClient, injectTransport } from '../../simulator/transport';
import { startTestServer, type TestServer } from '../../test/harness';
import { queueAction } from '../../test/repository/agentActionRows';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { announceActions } from '../signals';

// A till says on every heartbeat whether a receipt is open (issue 51: the light ones too). An
// instance skips the write of a closed receipt it stored within its trust (actions/agentReceipts.ts);
// with two instances that may keep an open receipt stored a while longer, never a closed one: a
// disturbing action waits, and is handed out once the trust is over.

const skip = process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set: several instances need PostgreSQL';
const context = 'NORDMARKT';
const secret = demoHashSecret(context);
const storeId = '7301';

const actionUids = (body: Buffer) =>
  (JSON.parse(body.toString()) as { actions: { actionUid: string }[] }).actions.map((a) => a.actionUid);

describe('open receipts on two instances', { skip }, () => {
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

  it('never lets an action out early while another instance stored an open receipt, and lets it out after the trust', async () => {
    const now = () => Math.floor(server.clock.now / 1000);
    const onFirst = new AgentClient(injectTransport(server.app), context, secret, now);
    const onSecond = new AgentClient(injectTransport(second.app), context, secret, now);
    const beat = (client: AgentClient, openReceipt: boolean) =>
      client.post('/api/agent/cashpoints/heartbeat', { storeId, posId: '1', agentVersion: '3.3.0', openReceipt });
    const check = () => onFirst.get(`/api/agent/actions?target=cashpoint&storeId=${storeId}&posId=1`);

    assert.equal((await beat(onFirst, false)).status, 200);
    assert.equal((await beat(onSecond, true)).status, 200);
    const contextId = (
      await server.db.kysely.selectFrom('contexts').select('id').where('key', '=', context).executeTakeFirstOrThrow()
    ).id;
    const queued = await queueAction(server.db, context, 'restartPos', [{ storeId, posIds: ['1'] }], {
      emergency: true,
    });
    announceActions(server.db, contextId);
    const uid = queued.targets.get(`${storeId}/1`)!;
    assert.deepEqual(actionUids((await check()).body), [], 'an open receipt holds the restart');

    // The first instance stored "closed" a moment ago and does not write it again: the receipt the
    // second stored stays open, so the restart still waits (the safe side).
    server.clock.now += 60_000;
    assert.equal((await beat(onFirst, false)).status, 200);
    assert.deepEqual(actionUids((await check()).body), []);

    // Past the trust the first instance writes "closed" again, and the restart goes out.
    server.clock.now += 5 * 60_000;
    assert.equal((await beat(onFirst, false)).status, 200);
    assert.deepEqual(actionUids((await check()).body), [uid]);
  });

  it('stores every change of one register on one instance at once', async () => {
    const now = () => Math.floor(server.clock.now / 1000);
    const onSecond = new AgentClient(injectTransport(second.app), context, secret, now);
    const beat = (openReceipt: boolean) =>
      onSecond.post('/api/agent/cashpoints/heartbeat', {
        storeId: '7302',
        posId: '1',
        agentVersion: '3.3.0',
        openReceipt,
      });
    const stored = async () =>
      (
        await server.db.kysely
          .selectFrom('cashpointReceipts as r')
          .innerJoin('cashpoints as c', 'c.id', 'r.cashpointId')
          .innerJoin('stores as s', 's.id', 'c.storeRowId')
          .select('r.openReceipt')
          .where('s.storeId', '=', '7302')
          .executeTakeFirstOrThrow()
      ).openReceipt;
    for (const open of [false, false, true, false, true, true, false]) {
      assert.equal((await beat(open)).status, 200);
      assert.equal(await stored(), open ? 1 : 0);
    }
  });
});
