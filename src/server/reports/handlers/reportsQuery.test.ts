import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { clientView, cases, queryString, reportKinds, type Params } from '../../test/reportQueryKit';
import { reportSuite, type CashpointRow, type StoreRow } from '../../test/reportsKit';

interface Reply<Row> {
  rows: Row[];
  visibleIds: string[];
  total: number;
  warningCount: number;
  page: number;
}

for (const kind of databaseKinds)
  describe(`reports on ${kind}: filtered, sorted and paged on the server`, () => {
    const { suite, get } = reportSuite(kind);
    let admin: string;
    before(() => ({ admin } = suite));

    async function ask<Row>(report: keyof typeof reportKinds, params: Params, context = 'NORDMARKT') {
      const { path, rowsKey, visibleKey } = reportKinds[report];
      const reply = await get(admin, `${path}?${queryString({ contextId: context, ...params })}`);
      assert.equal(reply.statusCode, 200, reply.body);
      const body = reply.json();
      const { total, warningCount, page } = body;
      return { rows: body[rowsKey], visibleIds: body[visibleKey], total, warningCount, page } as Reply<Row>;
    }
    const uids = (rows: readonly { uid: string }[]) => rows.map((r) => r.uid);
    const fixed = ['storeId', 'posId', 'posType'] as const;
    const allRequired = [
      ...fixed,
      'lastHeartbeat',
      'cashpointVersion',
      'tseServerVersion',
      'osName',
      'cashpointRunning',
    ];
    // What the demo's store-health troubles colour (issue 51): a device not ok, a terminal out of
    // reach, card payments or receipts waiting; only while their columns are on screen.
    const health = (row: CashpointRow) => {
      const r = row as unknown as Record<string, unknown>;
      return (
        (r.peripheralState ?? 'ok') !== 'ok' ||
        r.terminalReachable === false ||
        Number(r.offlineCardTransactions ?? 0) > 0 ||
        Number(r.unsentReceipts ?? 0) > 0 ||
        (r.oldestUnsentReceiptAt ?? null) !== null
      );
    };
    const warns = (row: CashpointRow, required: readonly string[], withHealth = true) =>
      row.offline || required.some((key) => row[key as keyof CashpointRow] === null) || (withHealth && health(row));

    it('answers every register without paging parameters, one page with them', async () => {
      const full = await ask<CashpointRow>('cashpoint', {});
      assert.ok(full.rows.length > 100, 'the demo context has enough registers to page');
      assert.deepEqual([full.total, full.page], [full.rows.length, 1]);
      // Every column is on screen: a row warns when offline or when a value it must have is missing.
      assert.equal(full.warningCount, full.rows.filter((r) => warns(r, allRequired)).length);
      assert.ok(full.warningCount > 0 && full.warningCount < full.total);

      const second = await ask<CashpointRow>('cashpoint', { page: '2', size: '10' });
      assert.deepEqual(uids(second.rows), uids(full.rows.slice(10, 20)));
      assert.deepEqual([second.total, second.warningCount, second.page], [full.total, full.warningCount, 2]);
      // Only a page asked for: 25 rows.
      assert.deepEqual(uids((await ask<CashpointRow>('cashpoint', { page: '3' })).rows), uids(full.rows.slice(50, 75)));
      const last = await ask<CashpointRow>('cashpoint', { page: '999', size: '100' });
      assert.equal(last.page, 2);
      assert.deepEqual(uids(last.rows), uids(full.rows.slice(100)));
    });

    it('filters by text and select, sorts descending and counts what the filters let through', async () => {
      const full = (await ask<CashpointRow>('cashpoint', {})).rows;
      const linux = await ask<CashpointRow>('cashpoint', {
        osName: 'Linux',
        posType: 'kasse',
        sortBy: 'posId',
        sortDirection: 'desc',
        size: '20',
      });
      const expected = full.filter((r) => r.osName === 'Linux' && r.posType?.toLowerCase().includes('kasse'));
      assert.equal(linux.total, expected.length);
      assert.ok(linux.total > 20 && linux.total < full.length);
      assert.equal(linux.rows.length, 20);
      assert.ok(linux.rows.every((r) => r.osName === 'Linux'));
      const posIds = linux.rows.map((r) => Number(r.posId));
      assert.deepEqual(
        posIds,
        [...posIds].sort((a, b) => b - a),
      );
      assert.equal(linux.rows[0]!.posId, String(Math.max(...expected.map((r) => Number(r.posId)))));

      const allLinux = await ask<CashpointRow>('cashpoint', { osName: 'Linux' });
      const warnings = await ask<CashpointRow>('cashpoint', { warningsOnly: 'true', osName: 'Linux' });
      assert.deepEqual(uids(warnings.rows), uids(allLinux.rows.filter((r) => warns(r, allRequired))));
      assert.deepEqual([warnings.total, warnings.warningCount], [allLinux.warningCount, allLinux.warningCount]);
    });

    it('ignores the filter of a column that is not selected, and sorts by default instead of by it', async () => {
      const full = await ask<CashpointRow>('cashpoint', {});
      const hidden = await ask<CashpointRow>('cashpoint', {
        columns: 'lastHeartbeat',
        osName: 'Windows',
        sortBy: 'osName',
        sortDirection: 'desc',
      });
      assert.equal(hidden.total, full.total);
      const storeIds = hidden.rows.map((r) => Number(r.storeId));
      assert.deepEqual(
        storeIds,
        [...storeIds].sort((a, b) => b - a),
        'sorted by store number, descending',
      );
      // With fewer columns on screen fewer rows warn: a missing version no longer counts.
      assert.equal(hidden.warningCount, full.rows.filter((r) => warns(r, [...fixed, 'lastHeartbeat'], false)).length);
      assert.ok(hidden.warningCount < full.warningCount);
      const shown = await ask<CashpointRow>('cashpoint', { columns: 'osName,lastHeartbeat', osName: 'Windows' });
      assert.equal(shown.total, full.rows.filter((r) => r.osName === 'Windows').length);
    });

    for (const report of ['cashpoint', 'store'] as const)
      it(`gives the ${report} report's pages the rules of the page give over the full list`, async () => {
        const full = await ask<CashpointRow | StoreRow>(report, {});
        assert.ok(full.rows.length > 20);
        for (const params of cases[report]) {
          const reply = await ask<CashpointRow | StoreRow>(report, params);
          const expected = clientView(reportKinds[report].catalogue, full.rows as never[], full.visibleIds, params);
          const label = queryString(params);
          assert.deepEqual(uids(reply.rows), uids(expected.rows as { uid: string }[]), label);
          assert.deepEqual(
            [reply.total, reply.warningCount, reply.page],
            [expected.total, expected.warningCount, expected.page],
            label,
          );
        }
      });

    it('answers a bad query with 400 and a German message, never 500', async () => {
      const paging = ['size=0', 'size=501', 'page=-1', 'page=0', 'page=zwei'];
      const others = ['sortBy=nichtda', 'sortDirection=x', 'warningsOnly=vielleicht', `columns=${'x'.repeat(61)}`];
      const reports = ['cashpoint-report', 'storeagent-report'];
      // The files are never paged: their calls take no page or size.
      const calls = [...reports, ...reports.map((path) => `${path}.csv`)].flatMap((path) =>
        [...(path.endsWith('.csv') ? [] : paging), ...others].map((query) => `${path}?${query}`),
      );
      for (const call of calls) {
        const reply = await get(admin, `reports/${call.replace('?', '?contextId=NORDMARKT&')}`);
        assert.equal(reply.statusCode, 400, call);
        assert.match(
          reply.json().message,
          /^Ungültige Anfrage: "(size|page|sortBy|sortDirection|warningsOnly|columns)/,
          call,
        );
      }
    });
  });
