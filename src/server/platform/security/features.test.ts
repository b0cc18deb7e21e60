import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';

const allOff = {
  HAS_STORE_AGENTS: 'false',
  HAS_STATS_MENU: 'false',
  HAS_STATISTICS: 'false',
  HAS_CREATE_BUTTONS: 'false',
  HAS_CONTEXT_MANAGEMENT: 'false',
};

for (const dbKind of databaseKinds) {
  describe(`switched-off features (${dbKind})`, () => {
    let server: TestServer;
    let cookie: string;
    before(async () => {
      server = await startTestServer(dbKind, { env: allOff, seed: (db, dir, now) => seedDemo(db, dir, now) });
      cookie = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject(withCookie(cookie, { method, url: `/api/frontend/${url}`, payload }));

    it('answers 404 for the calls of a switched-off feature, even for an administrator', async () => {
      for (const url of [
        'statistics',
        'statistics/cashpoint-versions?contextId=NORDMARKT',
        'store-agents?contextId=NORDMARKT',
        'store-updates?contextId=NORDMARKT',
        'reports/cashpoint-report?contextId=NORDMARKT',
        'reports/cashpoint-report.csv?contextId=NORDMARKT',
        'reports/storeagent-report.csv?contextId=NORDMARKT',
        'contexts',
      ]) {
        const reply = await call('GET', url);
        assert.equal(reply.statusCode, 404, url);
        assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' }, url);
      }
    });

    it('creates no store without create buttons, but keeps the other register calls', async () => {
      const before = await server.db.kysely.selectFrom('stores').select('id').execute();
      assert.equal((await call('POST', 'stores/create?contextId=NORDMARKT', { storeId: '4711' })).statusCode, 404);
      assert.equal((await server.db.kysely.selectFrom('stores').select('id').execute()).length, before.length);
      assert.equal((await call('GET', 'cashpoints?contextId=NORDMARKT')).statusCode, 200);
      assert.equal((await call('GET', 'cashpoint-updates?contextId=NORDMARKT')).statusCode, 200);
    });

    it('needs store agents as well for the store report, whatever the reports flag says', async () => {
      const only = await startTestServer(dbKind, {
        env: { HAS_STORE_AGENTS: 'false' },
        seed: (db, dir, now) => seedDemo(db, dir, now),
      });
      try {
        const c = await loginCookie(only.app, ...demo.admin);
        const get = (url: string) =>
          only.app.inject(withCookie(c, { method: 'GET', url: `/api/frontend/${url}?contextId=NORDMARKT` }));
        assert.equal((await get('reports/storeagent-report')).statusCode, 404);
        assert.equal((await get('statistics/storeagent-versions')).statusCode, 404);
        assert.equal((await get('reports/cashpoint-report')).statusCode, 200);
      } finally {
        await only.close();
      }
    });

    it('tells the session which features are off', async () => {
      const session = (await call('GET', 'ping')).json<Record<string, unknown>>();
      assert.equal(session.hasStatistics, false);
      assert.equal(session.hasStoreAgents, false);
    });
  });
}
