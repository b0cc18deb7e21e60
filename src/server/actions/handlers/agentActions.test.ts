import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { AgentClient, injectTransport } from '../../simulator/transport';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { queueAction, setTargetState, targetState } from '../../test/repository/actionRows';
import { verifyActionSignature } from '../agentSignature';
import { removeOldBundles } from '../bundles';
import { announceActions } from '../signals';

// The agents' side of remote actions: what a register's check gets (signed, once as new, again as a
// repeat until it reports), 304 while nothing is due, a held call answered by a new action, the
// open-receipt gate through heartbeats, and the log bundle's upload.

interface AgentAction {
  actionUid: string;
  kind: string;
  parameters: Record<string, string>;
  deadline: string;
  repeat: boolean;
  signature: string;
}

const context = 'NORDMARKT';
const secret = demoHashSecret(context);

for (const kind of databaseKinds)
  describe(`agent actions on ${kind}`, () => {
    let server: TestServer;
    let agent: AgentClient;
    let contextId: number;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      agent = new AgentClient(injectTransport(server.app), context, secret, () => Math.floor(server.clock.now / 1000));
      contextId = (
        await server.db.kysely.selectFrom('contexts').select('id').where('key', '=', context).executeTakeFirstOrThrow()
      ).id;
      // Registers 1–3 of store 7001, registered by their first heartbeats.
      await inStore('7001');
    });
    after(async () => {
      await server?.close();
    });

    // Each test has a store of its own: one action at a time runs in a store (ACTION_LIMIT_PER_STORE).
    let storeId = '7001';
    const beat = (posId: string, extra: object = {}) =>
      agent.post('/api/agent/cashpoints/heartbeat', { storeId, posId, agentVersion: '3.3.0', ...extra });
    const check = (posId: string, query = '', headers: Record<string, string> = {}) =>
      agent.get(`/api/agent/actions?target=cashpoint&storeId=${storeId}&posId=${posId}${query}`, headers);
    const inStore = async (id: string) => {
      storeId = id;
      for (const posId of ['1', '2', '3']) assert.equal((await beat(posId)).status, 200);
    };
    const actionsOf = (reply: { body: Buffer }) =>
      (JSON.parse(reply.body.toString()) as { actions: AgentAction[] }).actions;
    const report = (body: object) =>
      agent.post('/api/agent/actions/report', { reportedAt: new Date(server.clock.now).toISOString(), ...body });

    it('answers a register with nothing due with an empty list and its ETag, then 304', async () => {
      const first = await check('1');
      assert.equal(first.status, 200, first.body.toString());
      assert.deepEqual(actionsOf(first), []);
      const etag = first.etag!;
      const again = await check('1', '', { 'if-none-match': etag });
      assert.deepEqual([again.status, again.body.length], [304, 0]);
    });

    it('refuses a register check without posId (400) and an unknown register (404)', async () => {
      const missing = await agent.get('/api/agent/actions?target=cashpoint&storeId=7001');
      assert.equal(missing.status, 400);
      assert.match(JSON.parse(missing.body.toString()).message as string, /posId/);
      assert.equal((await check('99')).status, 404);
    });

    it('hands an action out once as new, signed with the context secret, then as a repeat until started', async () => {
      await inStore('7002');
      const queued = await queueAction(server.db, context, 'ntpResync', [{ storeId, posIds: ['2'] }]);
      announceActions(server.db, contextId);
      const uid = queued.targets.get(`${storeId}/2`)!;
      const [action] = actionsOf(await check('2'));
      assert.ok(action);
      assert.deepEqual([action.actionUid, action.kind, action.repeat], [uid, 'ntpResync', false]);
      assert.ok(verifyActionSignature(secret, context, action, action.signature), 'verifies with the context secret');
      assert.ok(
        !verifyActionSignature('another-secret-entirely', context, action, action.signature),
        'not with another',
      );
      assert.ok(!verifyActionSignature(secret, 'SUEDKAUF', action, action.signature), 'not for another context');
      assert.ok(
        !verifyActionSignature(secret, context, { ...action, kind: 'reboot' }, action.signature),
        'not altered',
      );

      const repeat = actionsOf(await check('2'));
      assert.deepEqual(
        repeat.map((a) => [a.actionUid, a.repeat]),
        [[uid, true]],
      );
      assert.equal((await targetState(server.db, uid)).state, 'sent');
      assert.equal((await report({ actionUid: uid, state: 'started' })).status, 200);
      assert.deepEqual(actionsOf(await check('2')), []);
      assert.equal((await targetState(server.db, uid)).state, 'running');
    });

    it('answers a held call at once when an action for the register is queued', async () => {
      await inStore('7003');
      const first = await check('3');
      const etag = first.etag!;
      const started = Date.now();
      const held = check('3', '&wait=10', { 'if-none-match': etag });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await queueAction(server.db, context, 'collectLogs', [{ storeId, posIds: ['3'] }]);
      announceActions(server.db, contextId);
      const reply = await held;
      assert.equal(reply.status, 200, reply.body.toString());
      assert.deepEqual(
        actionsOf(reply).map((a) => a.kind),
        ['collectLogs'],
      );
      assert.ok(Date.now() - started < 5000, `answered after ${Date.now() - started} ms`);
    });

    it('answers a held call with 304 when nothing came within its wait', async () => {
      const first = await check('1');
      const reply = await check('1', '&wait=1', { 'if-none-match': first.etag! });
      assert.deepEqual([reply.status, reply.body.length], [304, 0]);
    });

    it('keeps a disturbing action back while the register has a receipt open, and lets it go when closed', async () => {
      await inStore('7004');
      assert.equal((await beat('1', { openReceipt: true })).status, 200);
      const queued = await queueAction(server.db, context, 'restartPos', [{ storeId, posIds: ['1'] }], {
        emergency: true,
      });
      announceActions(server.db, contextId);
      const uid = queued.targets.get(`${storeId}/1`)!;
      const first = await check('1');
      assert.deepEqual(actionsOf(first), []);
      const held = check('1', '&wait=10', { 'if-none-match': first.etag! });
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal((await beat('1', { openReceipt: false })).status, 200);
      const reply = await held;
      assert.deepEqual(
        actionsOf(reply).map((a) => a.actionUid),
        [uid],
      );
    });

    it('stores a collectLogs bundle of a register it handed one to, and refuses others with 404', async () => {
      await inStore('7005');
      const queued = await queueAction(server.db, context, 'collectLogs', [{ storeId, posIds: ['2'] }]);
      announceActions(server.db, contextId);
      const uid = queued.targets.get(`${storeId}/2`)!;
      assert.ok(actionsOf(await check('2')).some((a) => a.actionUid === uid));
      const bundle = Buffer.from('PK\u0003\u0004 ein kleines Log-Paket');
      const put = (actionUid: string) => {
        const path = `/api/agent/actions/${actionUid}/bundle`;
        return server.app.inject({
          method: 'PUT',
          url: path,
          headers: {
            ...agentHeadersFor('PUT', path, bundle),
            'content-type': 'application/octet-stream',
          },
          payload: bundle,
        });
      };
      const stored = await put(uid);
      assert.equal(stored.statusCode, 200, stored.body);
      const key = (await targetState(server.db, uid)).bundleKey!;
      assert.ok(key);
      const object = await server.app.updateStore.stat(key);
      assert.equal(object?.size, bundle.length);
      assert.equal((await put('erfunden-1234')).statusCode, 404);

      // An operator with ACTIONS_RUN downloads it; one without the right may not.
      const url = `/api/frontend/actions/${queued.requestUid}/targets/${uid}/bundle?contextId=${context}`;
      const admin = await loginCookie(server.app, ...demo.admin);
      const download = await server.app.inject(withCookie(admin, { method: 'GET', url }));
      assert.equal(download.statusCode, 200, download.body);
      assert.deepEqual(download.rawPayload, bundle);
      assert.match(String(download.headers['content-disposition']), /logs-7005-kasse-2-\d{4}-\d\d-\d\d\.zip/);
      const viewer = await loginCookie(server.app, ...demo.viewer);
      assert.equal((await server.app.inject(withCookie(viewer, { method: 'GET', url }))).statusCode, 403);

      // After 14 days the job removes it from the storage, and the download is 404.
      server.clock.now += 15 * 86_400_000;
      assert.equal(await removeOldBundles(server.app), 1);
      server.clock.now -= 15 * 86_400_000;
      assert.equal(await server.app.updateStore.stat(key), null);
      assert.equal((await server.app.inject(withCookie(admin, { method: 'GET', url }))).statusCode, 404);
    });

    it('moves a target only forwards: an end state stays, succeeded after expired stays expired', async () => {
      await inStore('7006');
      const queued = await queueAction(server.db, context, 'ntpResync', [{ storeId, posIds: ['3'] }]);
      announceActions(server.db, contextId);
      const uid = queued.targets.get(`${storeId}/3`)!;
      assert.ok(actionsOf(await check('3')).some((a) => a.actionUid === uid));
      await setTargetState(server.db, uid, 'expired');
      assert.equal((await report({ actionUid: uid, state: 'succeeded', exitCode: 0 })).status, 200);
      assert.equal((await targetState(server.db, uid)).state, 'expired');
    });

    it('refuses a report of another context or of a forged uid with 404 without a hint, and bad input with 400', async () => {
      await inStore('7007');
      const queued = await queueAction(server.db, context, 'ntpResync', [{ storeId, posIds: ['1'] }]);
      const uid = queued.targets.get(`${storeId}/1`)!;
      const foreign = new AgentClient(injectTransport(server.app), 'SUEDKAUF', demoHashSecret('SUEDKAUF'), () =>
        Math.floor(server.clock.now / 1000),
      );
      const fromOther = await foreign.post('/api/agent/actions/report', {
        actionUid: uid,
        state: 'succeeded',
        reportedAt: new Date(server.clock.now).toISOString(),
      });
      const forged = await report({ actionUid: 'gibt-es-nicht', state: 'succeeded' });
      assert.deepEqual([fromOther.status, forged.status], [404, 404]);
      assert.equal(fromOther.body.toString(), forged.body.toString());
      const tooLong = await report({ actionUid: uid, state: 'failed', output: 'x'.repeat(64 * 1024 + 1) });
      assert.equal(tooLong.status, 400);
      const badState = await report({ actionUid: uid, state: 'finished' });
      assert.equal(badState.status, 400);
      const future = await report({
        actionUid: uid,
        state: 'started',
        reportedAt: new Date(server.clock.now + 3_600_000).toISOString(),
      });
      assert.equal(future.status, 400);
      for (const reply of [tooLong, badState, future])
        assert.match(JSON.parse(reply.body.toString()).message as string, /[a-zäöü]/);
      assert.equal((await targetState(server.db, uid)).state, 'queued');
    });

    const agentHeadersFor = (method: string, path: string, body: Buffer) =>
      agentHeaders(context, secret, method, path, body, Math.floor(server.clock.now / 1000));
  });
