import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { assertOneEntry, auditReader, whoAndWhere, withAuditLogBroken } from '../../test/auditKit';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

// Stores, registers and store servers: each change writes one entry in its own transaction.

interface TreeStore {
  uid: string;
  id: string;
  name: string | null;
  cashpoints: { uid: string; posId: string }[];
}

const address = '10.1.2.3';

for (const kind of databaseKinds)
  describe(`audit entries of stores, registers and store servers on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    let expectedWho: Awaited<ReturnType<typeof whoAndWhere>>;
    const log = auditReader(() => server.db);
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
      expectedWho = await whoAndWhere(server.db, 'admin', 'NORDMARKT');
    });
    beforeEach(() => log.skip());
    after(() => server.close());

    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      server.app.inject(withCookie(admin, { method, url: `/api/frontend/${url}`, payload, remoteAddress: address }));
    const tree = async (): Promise<TreeStore[]> => {
      const reply = await call('GET', 'cashpoints?contextId=NORDMARKT');
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().stores;
    };
    const storeNamed = async (id: string) => (await tree()).find((s) => s.id === id);

    it('records creating, renaming and deleting a store and a register with who, where and what', async () => {
      const created = await call('POST', 'stores/create?contextId=NORDMARKT', { storeId: '9901' });
      assert.equal(created.statusCode, 200, created.body);
      const storeUid: string = created.json().uid;
      assertOneEntry(await log.fresh(), {
        ...expectedWho,
        address,
        action: 'storeCreated',
        objectType: 'store',
        objectId: storeUid,
        objectLabel: '9901',
        changes: [],
      });

      const renamed = await call('POST', 'stores/updateName?contextId=NORDMARKT', {
        storeId: '9901',
        name: ' Lager Ost ',
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assertOneEntry(await log.fresh(), {
        ...expectedWho,
        address,
        action: 'storeRenamed',
        objectType: 'store',
        objectId: storeUid,
        objectLabel: '9901 (Lager Ost)',
        changes: [{ field: 'name', before: null, after: 'Lager Ost' }],
      });

      // The name it has already is no rename: no entry.
      const same = await call('POST', 'stores/updateName?contextId=NORDMARKT', { storeId: '9901', name: 'Lager Ost' });
      assert.equal(same.statusCode, 200, same.body);
      assert.deepEqual(await log.fresh(), []);

      const register = await call('POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '7', storeUid });
      assert.equal(register.statusCode, 200, register.body);
      const registerUid: string = register.json().uid;
      const registerFields = { objectType: 'cashpoint', objectId: registerUid, objectLabel: '9901-7', changes: [] };
      assertOneEntry(await log.fresh(), { ...expectedWho, address, action: 'cashpointCreated', ...registerFields });

      const gone = await call('DELETE', `cashpoints/delete/${registerUid}?contextId=NORDMARKT`);
      assert.equal(gone.statusCode, 200, gone.body);
      assertOneEntry(await log.fresh(), { ...expectedWho, address, action: 'cashpointDeleted', ...registerFields });

      const storeGone = await call('DELETE', `stores/delete/${storeUid}?contextId=NORDMARKT`);
      assert.equal(storeGone.statusCode, 200, storeGone.body);
      assertOneEntry(await log.fresh(), {
        ...expectedWho,
        address,
        action: 'storeDeleted',
        objectType: 'store',
        objectId: storeUid,
        objectLabel: '9901 (Lager Ost)',
        changes: [],
      });
      assert.equal(await storeNamed('9901'), undefined);
    });

    it('records renaming a store from its store server and deleting the server, both under the store', async () => {
      const agents = (await call('GET', 'store-agents?contextId=NORDMARKT')).json().storeAgents as {
        storeId: string;
      }[];
      const store = (await storeNamed(agents[0]!.storeId))!;
      const renamed = await call('POST', 'store-agents/update', {
        contextId: 'NORDMARKT',
        storeId: store.id,
        storeName: 'Hafen Süd',
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assertOneEntry(await log.fresh(), {
        ...expectedWho,
        address,
        action: 'storeRenamed',
        objectType: 'store',
        objectId: store.uid,
        objectLabel: `${store.id} (Hafen Süd)`,
        changes: [{ field: 'name', before: store.name, after: 'Hafen Süd' }],
      });

      const deleted = await call('POST', 'store-agents/delete', { contextId: 'NORDMARKT', storeId: store.id });
      assert.equal(deleted.statusCode, 200, deleted.body);
      // The store's uid, not the server's: the log of the store lists what happened to its server.
      assertOneEntry(await log.fresh(), {
        ...expectedWho,
        address,
        action: 'storeAgentDeleted',
        objectType: 'storeAgent',
        objectId: store.uid,
        objectLabel: `${store.id} (Hafen Süd)`,
        changes: [],
      });
    });

    it('writes no entry for a change that is refused and leaves the data as it was', async () => {
      const [store] = await tree();
      const before = await tree();
      const refused = [
        [400, await call('POST', 'stores/updateName?contextId=NORDMARKT', { storeId: store!.id, name: '   ' })],
        [404, await call('POST', 'stores/updateName?contextId=NORDMARKT', { storeId: '999999', name: 'X' })],
        [400, await call('POST', 'store-agents/update', { contextId: 'NORDMARKT', storeId: store!.id, storeName: '' })],
        [404, await call('POST', 'store-agents/update', { contextId: 'NORDMARKT', storeId: '999999', storeName: 'X' })],
        [404, await call('POST', 'store-agents/delete', { contextId: 'NORDMARKT', storeId: '999999' })],
        [409, await call('POST', 'stores/create?contextId=NORDMARKT', { storeId: store!.id })],
        [
          409,
          await call('POST', 'cashpoints/create?contextId=NORDMARKT', {
            posId: store!.cashpoints[0]!.posId,
            storeUid: store!.uid,
          }),
        ],
        [404, await call('POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '1', storeUid: 'f'.repeat(32) })],
        [404, await call('DELETE', `stores/delete/${'f'.repeat(32)}?contextId=NORDMARKT`)],
        [404, await call('DELETE', `cashpoints/delete/${'f'.repeat(32)}?contextId=NORDMARKT`)],
      ] as const;
      assert.deepEqual(
        refused.map(([, reply]) => reply.statusCode),
        refused.map(([status]) => status),
      );
      assert.deepEqual(await log.fresh(), []);
      assert.deepEqual(await tree(), before);
    });

    it('does not change anything when its entry cannot be written', async () => {
      const agents = () => call('GET', 'store-agents?contextId=NORDMARKT').then((reply) => reply.json().storeAgents);
      const agentsBefore = await agents();
      const store = await storeNamed(agentsBefore[0].storeId);
      const replies = await withAuditLogBroken(server.db, async () => [
        await call('POST', 'stores/updateName?contextId=NORDMARKT', { storeId: store!.id, name: 'Nie umbenannt' }),
        await call('POST', 'store-agents/update', { contextId: 'NORDMARKT', storeId: store!.id, storeName: 'Nie' }),
        await call('POST', 'store-agents/delete', { contextId: 'NORDMARKT', storeId: store!.id }),
        await call('POST', 'stores/create?contextId=NORDMARKT', { storeId: '9902' }),
        await call('POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '99', storeUid: store!.uid }),
        await call('DELETE', `cashpoints/delete/${store!.cashpoints[0]!.uid}?contextId=NORDMARKT`),
        await call('DELETE', `stores/delete/${store!.uid}?contextId=NORDMARKT`),
      ]);
      assert.deepEqual(
        replies.map((reply) => reply.statusCode),
        replies.map(() => 500),
      );
      // The store keeps its old name and its server; no store or register appeared and none went away.
      assert.deepEqual(await storeNamed(store!.id), store);
      assert.equal(await storeNamed('9902'), undefined);
      assert.deepEqual(await agents(), agentsBefore);
      assert.deepEqual(await log.fresh(), []);
    });
  });
