import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { databaseKinds, withCookie, type TestServer } from '../../test/harness';
import { reportSuite } from '../../test/reportsKit';

for (const kind of databaseKinds)
  describe(`reports on ${kind}: visible columns, access and column settings`, () => {
    const { suite, get } = reportSuite(kind);
    let server: TestServer;
    let admin: string, viewer: string, operator: string;
    before(() => ({ server, admin, viewer, operator } = suite));

    it("gives the context's visible columns", async () => {
      await server.db.kysely
        .updateTable('contexts')
        .set({
          allCashpointChecksVisible: 0,
          visibleCashpointCheckIds: JSON.stringify(['osName', 'lastHeartbeat', 'unknown']),
          allStoreChecksVisible: 0,
          visibleStoreCheckIds: JSON.stringify(['dutiserv', 'sigmabackup']),
        })
        .where('key', '=', 'OSTBAU')
        .execute();
      const cash = (await get(admin, 'reports/cashpoint-report?contextId=OSTBAU')).json();
      // Catalogue order; unknown ids are dropped.
      assert.deepEqual(cash.visibleCashpointCheckIds, ['lastHeartbeat', 'osName']);
      const stores = (await get(admin, 'reports/storeagent-report?contextId=OSTBAU')).json();
      assert.deepEqual(stores.visibleStoreCheckIds, ['sigmabackup', 'dutiserv']);
    });

    it('needs a session, a visible context and a valid context id', async () => {
      for (const path of ['cashpoint-report', 'storeagent-report']) {
        const anonymous = await server.app.inject({
          method: 'GET',
          url: `/api/frontend/reports/${path}?contextId=NORDMARKT`,
        });
        assert.equal(anonymous.statusCode, 401, path);
        const invisible = await get(operator, `reports/${path}?contextId=MEGAMARKT`);
        assert.equal(invisible.statusCode, 403, path);
        assert.equal(invisible.json().message, 'Sie haben nicht genügend Zugriffsrechte.');
        assert.equal((await get(operator, `reports/${path}?contextId=NICHTDA`)).statusCode, 403, path);
        const missing = await get(admin, `reports/${path}`);
        assert.equal(missing.statusCode, 400, path);
        assert.ok(missing.json().message, path);
        assert.equal((await get(operator, `reports/${path}?contextId=NORDMARKT`)).statusCode, 200, path);
        assert.equal((await get(viewer, `reports/${path}?contextId=MEGAMARKT`)).statusCode, 200, path);
      }
    });

    it('keeps column filters and widths per user and returns them with ping', async () => {
      const post = (cookie: string, url: string, payload: object) =>
        server.app.inject(withCookie(cookie, { method: 'POST', url: `/api/frontend/users/${url}`, payload }));
      const filters = [{ tablename: 'cashpointreport', name: 'Versionen', columns: ['cashpointVersion'] }];
      const widths = [{ tablename: 'storereport', widths: { storeName: 260 } }];
      assert.equal((await post(operator, 'saveColumnFilters', { columnFilters: filters })).statusCode, 200);
      assert.equal((await post(operator, 'saveColumnWidths', { columnWidths: widths })).statusCode, 200);
      const bad = await post(operator, 'saveColumnWidths', {
        columnWidths: [{ tablename: 'storereport', widths: { storeName: 'breit' } }],
      });
      assert.equal(bad.statusCode, 400);
      const ping = (await get(operator, 'ping')).json();
      assert.deepEqual(ping.columnFilters, filters);
      assert.deepEqual(ping.columnWidths, widths);
      const other = (await get(viewer, 'ping')).json();
      assert.deepEqual(other.columnFilters, []);
    });
  });
