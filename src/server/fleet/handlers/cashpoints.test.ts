import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

interface TreeStore {
  id: string;
  uid: string;
  name: string | null;
  numberOfOfflineChildren: number;
  allVersionTags: string[];
  allUpdated: boolean;
  cashpoints: { uid: string; posId: string; offline: boolean; updated: boolean; currentVersionTag: string | null }[];
}

for (const kind of databaseKinds)
  describe(`cashpoints and stores on ${kind}`, () => {
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

    const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      server.app.inject(withCookie(cookie, { method, url: `/api/frontend/${url}`, payload }));
    const tree = async (context = 'NORDMARKT'): Promise<TreeStore[]> => {
      const reply = await call(admin, 'GET', `cashpoints?contextId=${context}`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().stores;
    };

    it('lists the stores of a context with their registers, sorted by number, with the derived states', async () => {
      const stores = await tree();
      assert.equal(stores.length, 24);
      const ids = stores.map((s) => Number(s.id));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
      );
      for (const store of stores) {
        assert.ok(store.cashpoints.length >= 1 && store.cashpoints.length <= 12);
        assert.equal(store.numberOfOfflineChildren, store.cashpoints.filter((c) => c.offline).length);
        assert.equal(
          store.allUpdated,
          store.cashpoints.every((c) => c.updated),
        );
        const tags = [...new Set(store.cashpoints.flatMap((c) => (c.currentVersionTag ? [c.currentVersionTag] : [])))];
        assert.deepEqual(store.allVersionTags, tags.sort());
        assert.deepEqual(
          store.cashpoints.map((c) => Number(c.posId)),
          store.cashpoints.map((c) => Number(c.posId)).sort((a, b) => a - b),
        );
      }
      // The demo fleet has a dead store, a few offline registers and registers that lag behind.
      assert.ok(stores.some((s) => s.numberOfOfflineChildren === s.cashpoints.length));
      assert.ok(stores.some((s) => !s.allUpdated));
      assert.ok(stores.some((s) => s.allVersionTags.includes('5.13.1')));
    });

    it('shows a register with its version history, info and install log', async () => {
      const stores = await tree();
      const register = stores.flatMap((s) => s.cashpoints).find((c) => c.currentVersionTag === '5.13.1')!;
      const reply = await call(admin, 'GET', `cashpoints/detail/${register.uid}?contextId=NORDMARKT`);
      assert.equal(reply.statusCode, 200, reply.body);
      const detail = reply.json();
      assert.equal(detail.cashpoint.uid, register.uid);
      assert.equal(detail.currentVersionTag, '5.13.1');
      assert.equal(detail.cashpoint.currentVersion, 'kasse-5.13.1.zip');
      assert.equal(detail.cashpoint.agentInfo.osInfo.hostname.length > 0, true);
      const keys = detail.syncfiles.map((s: { orderKey: number }) => s.orderKey);
      assert.deepEqual(
        keys,
        [...keys].sort((a, b) => b - a),
      );
      const installed = detail.syncfiles.find((s: { filename: string }) => s.filename === 'kasse-5.13.1.zip');
      assert.equal(installed.installationStatus, 2);
      assert.equal(installed.hasLog, true);
      // The archived update shows only where the register has a record of it.
      assert.ok(
        detail.syncfiles.every(
          (s: { archived: boolean; installationStatus: number }) => !s.archived || s.installationStatus > 0,
        ),
      );

      const log = await call(
        admin,
        'GET',
        `cashpoints/log/${register.uid}?contextId=NORDMARKT&syncfileUid=${installed.uid}`,
      );
      assert.equal(log.statusCode, 200);
      assert.match(log.json().log, /Installation 5\.13\.1 erfolgreich/);
      assert.ok(Date.parse(log.json().logDate) > 0);

      const info = await call(admin, 'GET', `cashpoints/detail/cashpointinfo/${register.uid}?contextId=NORDMARKT`);
      assert.equal(info.statusCode, 200);
      for (const key of [
        'commonConfigValues',
        'serviceConfigValues',
        'cashpointServiceStates',
        'cashpointStatusInfo',
        'activePromotions',
      ])
        assert.ok(Array.isArray(info.json()[key]), key);
      assert.match(info.json().hostsFile, /localhost/);
    });

    it('answers 404 for a register of another context, and 403 for a context the user cannot see', async () => {
      const [store] = await tree('MEGAMARKT');
      const uid = store!.cashpoints[0]!.uid;
      assert.equal((await call(admin, 'GET', `cashpoints/detail/${uid}?contextId=NORDMARKT`)).statusCode, 404);
      assert.equal(
        (await call(admin, 'GET', `cashpoints/detail/cashpointinfo/${uid}?contextId=NORDMARKT`)).statusCode,
        404,
      );
      assert.equal((await call(admin, 'DELETE', `cashpoints/delete/${uid}?contextId=NORDMARKT`)).statusCode, 404);
      assert.equal((await call(admin, 'DELETE', `stores/delete/${store!.uid}?contextId=NORDMARKT`)).statusCode, 404);
      const hidden = await call(operator, 'GET', 'cashpoints?contextId=MEGAMARKT');
      assert.equal(hidden.statusCode, 403);
      assert.equal(hidden.json().message, 'Sie haben nicht genügend Zugriffsrechte.');
      assert.equal(
        (await call(operator, 'POST', 'stores/create?contextId=MEGAMARKT', { storeId: '9' })).statusCode,
        403,
      );
      assert.equal((await call(operator, 'DELETE', `cashpoints/delete/${uid}?contextId=MEGAMARKT`)).statusCode, 403);
      assert.equal((await tree('MEGAMARKT'))[0]!.cashpoints[0]!.uid, uid, 'nothing was deleted');
    });

    it('refuses create, rename and delete without CASHPOINTS_CHANGE and changes nothing', async () => {
      const [store] = await tree();
      const attempts = [
        await call(viewer, 'POST', 'stores/create?contextId=NORDMARKT', { storeId: '777' }),
        await call(viewer, 'POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '77', storeUid: store!.uid }),
        await call(viewer, 'POST', 'stores/updateName?contextId=NORDMARKT', { storeId: store!.id, name: 'X' }),
        await call(viewer, 'DELETE', `cashpoints/delete/${store!.cashpoints[0]!.uid}?contextId=NORDMARKT`),
        await call(viewer, 'DELETE', `stores/delete/${store!.uid}?contextId=NORDMARKT`),
      ];
      assert.deepEqual(
        attempts.map((r) => r.statusCode),
        [403, 403, 403, 403, 403],
      );
      assert.deepEqual(await tree(), await tree());
      const again = await tree();
      assert.equal(again[0]!.name, store!.name);
      assert.equal(again[0]!.cashpoints.length, store!.cashpoints.length);
      assert.ok(!again.some((s) => s.id === '777'));
      // The viewer may still read.
      assert.equal((await call(viewer, 'GET', 'cashpoints?contextId=NORDMARKT')).statusCode, 200);
    });

    it('creates a store and a register, refuses duplicates with 409, renames and deletes', async () => {
      const created = await call(operator, 'POST', 'stores/create?contextId=NORDMARKT', { storeId: '4711' });
      assert.equal(created.statusCode, 200, created.body);
      const storeUid = created.json().uid;
      const duplicate = await call(operator, 'POST', 'stores/create?contextId=NORDMARKT', { storeId: '4711' });
      assert.equal(duplicate.statusCode, 409);
      assert.deepEqual(duplicate.json(), { message: 'Filiale existiert bereits', value: '4711' });

      const letters = await call(operator, 'POST', 'stores/create?contextId=NORDMARKT', { storeId: '47a' });
      assert.equal(letters.statusCode, 400);

      const register = await call(operator, 'POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '3', storeUid });
      assert.equal(register.statusCode, 200, register.body);
      const again = await call(operator, 'POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '3', storeUid });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'Kasse existiert bereits');

      const renamed = await call(operator, 'POST', 'stores/updateName?contextId=NORDMARKT', {
        storeId: '4711',
        name: ' Testmarkt ',
      });
      assert.equal(renamed.statusCode, 200);
      const blank = await call(operator, 'POST', 'stores/updateName?contextId=NORDMARKT', {
        storeId: '4711',
        name: '   ',
      });
      assert.equal(blank.statusCode, 400);
      const unknown = await call(operator, 'POST', 'stores/updateName?contextId=NORDMARKT', {
        storeId: '999999',
        name: 'X',
      });
      assert.equal(unknown.statusCode, 404);

      let store = (await tree()).find((s) => s.id === '4711')!;
      assert.equal(store.name, 'Testmarkt');
      assert.deepEqual(
        store.cashpoints.map((c) => c.posId),
        ['3'],
      );
      assert.equal(store.cashpoints[0]!.offline, true, 'a register that never sent a heartbeat is offline');

      const deleted = await call(operator, 'DELETE', `cashpoints/delete/${register.json().uid}?contextId=NORDMARKT`);
      assert.equal(deleted.statusCode, 200);
      store = (await tree()).find((s) => s.id === '4711')!;
      assert.deepEqual(store.cashpoints, []);

      await call(operator, 'POST', 'cashpoints/create?contextId=NORDMARKT', { posId: '1', storeUid });
      const gone = await call(operator, 'DELETE', `stores/delete/${storeUid}?contextId=NORDMARKT`);
      assert.equal(gone.statusCode, 200);
      assert.ok(!(await tree()).some((s) => s.id === '4711'));
      const orphans = await server.db.kysely
        .selectFrom('cashpoints')
        .leftJoin('stores', 'stores.id', 'cashpoints.storeRowId')
        .where('stores.id', 'is', null)
        .select('cashpoints.id')
        .execute();
      assert.deepEqual(orphans, [], 'the store took its registers with it');
    });
  });
