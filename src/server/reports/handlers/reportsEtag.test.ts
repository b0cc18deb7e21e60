import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { databaseKinds, withCookie } from '../../test/harness';
import { reportSuite } from '../../test/reportsKit';

const paths = {
  cashpoint: '/api/frontend/reports/cashpoint-report?contextId=NORDMARKT',
  store: '/api/frontend/reports/storeagent-report?contextId=NORDMARKT',
};

for (const kind of databaseKinds)
  describe(`whole reports with ETag on ${kind}`, () => {
    const { suite, beat } = reportSuite(kind);
    const get = (url: string, headers: Record<string, string> = {}) =>
      suite.server.app.inject(withCookie(suite.admin, { method: 'GET', url, headers }));

    it('answers 304 to a current copy of a whole report, and the new rows after a heartbeat', async () => {
      const first = await get(paths.cashpoint);
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.ok(etag);
      const again = await get(paths.cashpoint, { 'if-none-match': etag });
      assert.deepEqual([again.statusCode, again.body], [304, '']);

      const { cashpoints } = first.json() as { cashpoints: { storeId: string; posId: string }[] };
      const reply = await beat(
        '/api/agent/cashpoints/heartbeat',
        { storeId: cashpoints[0]!.storeId, posId: '98', agentVersion: '3.3.0' },
        'NORDMARKT',
      );
      assert.equal(reply.statusCode, 200, reply.body);
      const changed = await get(paths.cashpoint, { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      const body = changed.json() as { cashpoints: { posId: string }[]; total: number };
      assert.equal(body.total, cashpoints.length + 1);
      assert.ok(body.cashpoints.some((c) => c.posId === '98'));
    });

    it('gives the whole list the same rows, order and counts as the report rules give one big page', async () => {
      for (const path of Object.values(paths)) {
        const whole = await get(path);
        const page = await get(`${path}&page=1&size=500`);
        const { page: _page, ...wholeBody } = whole.json() as Record<string, unknown>;
        const { page: _onePage, ...pageBody } = page.json() as Record<string, unknown>;
        assert.deepEqual(wholeBody, pageBody, path);
      }
    });

    it('gives no ETag to a reply that depends on its query', async () => {
      const filtered = await get(`${paths.store}&sortBy=storeName&sortDirection=desc`);
      assert.equal(filtered.statusCode, 200);
      assert.equal(filtered.headers.etag, undefined);
      const whole = await get(paths.store);
      const again = await get(paths.store, { 'if-none-match': whole.headers.etag as string });
      assert.equal(again.statusCode, 304);
    });
  });
