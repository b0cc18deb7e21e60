import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

interface Item {
  storeId: string;
  name: string | null;
  uid: string;
  storeUid: string;
  offline: boolean;
  updated: boolean;
  currentVersionTag: string | null;
}

const heartbeatPath = '/api/agent/store-agents/heartbeat';

for (const kind of databaseKinds)
  describe(`store agents on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let viewer: string;
    let operator: string;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      viewer = await loginCookie(server.app, ...demo.viewer);
      operator = await loginCookie(server.app, ...demo.operator);
    });
    after(() => server.close());

    const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject(withCookie(cookie, { method, url: `/api/frontend/${url}`, payload }));
    const list = async (context = 'NORDMARKT'): Promise<Item[]> => {
      const reply = await call(admin, 'GET', `store-agents?contextId=${context}`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().storeAgents;
    };
    const beat = (body: object, secret = demoHashSecret('SUEDKAUF')) =>
      server.app.inject({
        method: 'POST',
        url: heartbeatPath,
        headers: {
          ...agentHeaders(
            'SUEDKAUF',
            secret,
            'POST',
            heartbeatPath,
            JSON.stringify(body),
            Math.floor(server.clock.now / 1000),
          ),
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });

    it('lists the store agents of a context in store order with their states', async () => {
      const agents = await list();
      assert.ok(agents.length > 15);
      const ids = agents.map((a) => Number(a.storeId));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      assert.ok(agents.some((a) => a.offline));
      assert.ok(agents.some((a) => !a.updated));
      assert.ok(agents.some((a) => a.currentVersionTag === '8.5.0'));
      assert.ok(agents.every((a) => a.name));
    });

    it('shows a store agent with its info, version history and install log', async () => {
      const agent = (await list()).find((a) => a.currentVersionTag === '8.5.0')!;
      const reply = await call(admin, 'GET', `store-agents/detail?contextId=NORDMARKT&storeId=${agent.storeId}`);
      assert.equal(reply.statusCode, 200, reply.body);
      const { storeAgent, currentVersionTag, syncfiles } = reply.json();
      assert.equal(currentVersionTag, '8.5.0');
      assert.equal(storeAgent.currentVersion, 'store-8.5.0.zip');
      assert.equal(storeAgent.uid, agent.uid);
      // The store's uid, by which the audit log names the store server ('Protokoll dieser Filiale').
      const store = await server.db.kysely
        .selectFrom('stores')
        .innerJoin('contexts', 'contexts.id', 'stores.contextId')
        .select('stores.uid')
        .where('contexts.key', '=', 'NORDMARKT')
        .where('stores.storeId', '=', agent.storeId)
        .executeTakeFirstOrThrow();
      assert.equal(storeAgent.storeUid, store.uid);
      // The list names it too: the tree marks a store server by it.
      assert.equal(agent.storeUid, store.uid);
      assert.match(storeAgent.agentInfo.storeInfo.identNumber, /^ID-/);
      assert.equal(typeof storeAgent.agentInfo.fileValues.tbeg.timestamp, 'number');
      assert.ok(storeAgent.agentInfo.serviceInfo.dutiserv.state);
      assert.ok(storeAgent.agentInfo.posConnectInfo.services.length > 0);
      const installed = syncfiles.find((s: { filename: string }) => s.filename === 'store-8.5.0.zip');
      assert.equal(installed.installationStatus, 2);
      const log = await call(
        admin,
        'GET',
        `store-agents/log/${agent.uid}?contextId=NORDMARKT&syncfileUid=${installed.uid}`,
      );
      assert.equal(log.statusCode, 200);
      assert.match(log.json().log, /Installation 8\.5\.0 erfolgreich/);
      assert.equal(
        (await call(admin, 'GET', `store-agents/log/${agent.uid}?contextId=NORDMARKT&syncfileUid=nichtda`)).statusCode,
        404,
      );
      assert.equal(
        (await call(admin, 'GET', 'store-agents/detail?contextId=NORDMARKT&storeId=999999')).statusCode,
        404,
      );
    });

    it('checks rights and context visibility and changes nothing when refused', async () => {
      const [agent] = await list('SUEDKAUF');
      const attempts = [
        await call(viewer, 'POST', 'store-agents/update', {
          contextId: 'SUEDKAUF',
          storeId: agent!.storeId,
          storeName: 'X',
        }),
        await call(viewer, 'POST', 'store-agents/delete', { contextId: 'SUEDKAUF', storeId: agent!.storeId }),
        await call(operator, 'GET', 'store-agents?contextId=MEGAMARKT'),
        await call(operator, 'POST', 'store-agents/delete', { contextId: 'MEGAMARKT', storeId: '1001' }),
      ];
      assert.deepEqual(
        attempts.map((r) => r.statusCode),
        [403, 403, 403, 403],
      );
      assert.deepEqual((await list('SUEDKAUF'))[0], agent);
      assert.equal((await call(viewer, 'GET', 'store-agents?contextId=SUEDKAUF')).statusCode, 200);
    });

    it('renames the store, deletes the agent, and a heartbeat registers it again', async () => {
      const [agent] = await list('SUEDKAUF');
      const renamed = await call(operator, 'POST', 'store-agents/update', {
        contextId: 'SUEDKAUF',
        storeId: agent!.storeId,
        storeName: '  Südkauf Zentrum ',
      });
      assert.equal(renamed.statusCode, 200);
      assert.equal((await list('SUEDKAUF'))[0]!.name, 'Südkauf Zentrum');
      const blank = await call(operator, 'POST', 'store-agents/update', {
        contextId: 'SUEDKAUF',
        storeId: agent!.storeId,
        storeName: ' ',
      });
      assert.equal(blank.statusCode, 400);

      const deleted = await call(operator, 'POST', 'store-agents/delete', {
        contextId: 'SUEDKAUF',
        storeId: agent!.storeId,
      });
      assert.equal(deleted.statusCode, 200);
      assert.ok(!(await list('SUEDKAUF')).some((a) => a.storeId === agent!.storeId));
      // The store and its registers stay.
      const tree = await call(admin, 'GET', 'cashpoints?contextId=SUEDKAUF');
      assert.ok(tree.json().stores.some((s: { id: string }) => s.id === agent!.storeId));
      assert.equal(
        (await call(operator, 'POST', 'store-agents/delete', { contextId: 'SUEDKAUF', storeId: agent!.storeId }))
          .statusCode,
        404,
      );

      const refused = await beat({ storeId: agent!.storeId, agentVersion: '2.9.1' }, 'falsch-falsch-falsch');
      assert.equal(refused.statusCode, 401);
      assert.ok(!(await list('SUEDKAUF')).some((a) => a.storeId === agent!.storeId));

      const back = await beat({
        storeId: agent!.storeId,
        storeName: 'Agentenname',
        agentVersion: '2.9.1',
        currentVersion: 'store-8.5.0.zip',
      });
      assert.equal(back.statusCode, 200, back.body);
      const again = (await list('SUEDKAUF')).find((a) => a.storeId === agent!.storeId)!;
      assert.equal(again.offline, false);
      assert.equal(again.currentVersionTag, '8.5.0');
      assert.equal(again.name, 'Südkauf Zentrum', "the operator's name is kept");
    });
  });
