import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { databaseKinds, type TestServer } from '../../test/harness';
import { queryString, readCsv, type Params } from '../../test/reportQueryKit';
import { reportSuite, storeBeat, type CashpointRow, type StoreRow } from '../../test/reportsKit';

const bom = '\uFEFF';

for (const kind of databaseKinds)
  describe(`reports on ${kind}: the CSV export`, () => {
    const { suite, get, beat } = reportSuite(kind);
    let server: TestServer;
    let admin: string, operator: string;
    before(() => ({ server, admin, operator } = suite));

    /** The file's lines, after checking what makes it a German spreadsheet download. */
    async function download(path: string, params: Params, context = 'NORDMARKT') {
      const reply = await get(admin, `reports/${path}.csv?${queryString({ contextId: context, ...params })}`);
      assert.equal(reply.statusCode, 200, reply.body);
      assert.equal(reply.headers['content-type'], 'text/csv; charset=utf-8');
      const fileName = path === 'cashpoint-report' ? 'kassen-auswertung' : 'store-auswertung';
      assert.equal(reply.headers['content-disposition'], `attachment; filename="${fileName}-${context}.csv"`);
      // Streamed as it is written: a file made as one text first would be sent with its length.
      assert.deepEqual([reply.headers['transfer-encoding'], reply.headers['content-length']], ['chunked', undefined]);
      assert.ok(reply.body.startsWith(bom), 'byte order mark');
      assert.ok(reply.body.endsWith('\r\n'));
      return readCsv(reply.body.slice(bom.length));
    }
    const json = async <Row>(path: string, rowsKey: string, params: Params, context = 'NORDMARKT') => {
      const reply = await get(admin, `reports/${path}?${queryString({ contextId: context, ...params })}`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json() as { total: number } & Record<string, Row[]>;
    };

    it('holds exactly the filtered register rows, sorted, with the selected columns as the table shows them', async () => {
      const params = { columns: 'cashpointVersion,osName,cashpointRunning', osName: 'Windows', sortBy: 'posId' };
      const lines = await download('cashpoint-report', { ...params, sortDirection: 'desc' });
      assert.deepEqual(lines[0], ['Filiale', 'Kasse', 'Typ', 'Kassenversion', 'Betriebssystem', 'Kasse aktiv']);
      const page = await json<CashpointRow>('cashpoint-report', 'cashpoints', { ...params, sortDirection: 'desc' });
      assert.ok(page.total > 10);
      assert.equal(lines.length, page.total + 1, 'a header line and one line per filtered row');
      assert.deepEqual(
        lines.slice(1).map((cells) => cells.slice(0, 2)),
        page.cashpoints.map((r) => [r.storeId, r.posId]),
      );
      for (const [index, row] of page.cashpoints.entries()) {
        const running = row.cashpointRunning === null ? '' : row.cashpointRunning ? 'Ja' : 'Nein';
        assert.deepEqual(lines[index + 1]!.slice(2), [
          row.posType ?? '',
          row.cashpointVersion ?? '',
          'Windows',
          running,
        ]);
      }
      const posIds = lines.slice(1).map((cells) => Number(cells[1]));
      assert.deepEqual(
        posIds,
        [...posIds].sort((a, b) => b - a),
      );
      // The file is not paged: a paged call asks for the same rows 25 at a time.
      assert.equal(lines.length - 1, (await json('cashpoint-report', 'cashpoints', { ...params, page: '1' })).total);
    });

    it('holds only warning rows when asked, under the headers with their group', async () => {
      const params = { columns: 'storeVersion,license', warningsOnly: 'true' };
      const lines = await download('storeagent-report', params);
      assert.deepEqual(lines[0], ['Marktnr.', 'STORE Version', 'STORE Lizenz']);
      const all = await json<StoreRow>('storeagent-report', 'storeAgents', { columns: 'storeVersion,license' });
      const warnings = all.storeAgents.filter((r) => r.offline || r.storeVersion === null || r.license === null);
      assert.ok(warnings.length > 0 && warnings.length < all.total);
      assert.deepEqual(
        lines.slice(1),
        warnings.map((r) => [r.storeName, r.storeVersion ?? '', r.license ?? '']),
      );
      const dates = await download('storeagent-report', { columns: 'tbeg', storeName: '10' });
      assert.ok(dates.length > 1);
      for (const cells of dates.slice(1)) assert.match(cells[1]!, /^(\d\d\.\d\d\.\d{4} \d\d:\d\d)?$/);
    });

    it('keeps values from agents from running as formulas in a spreadsheet, and quotes what needs it', async () => {
      const register = {
        storeId: '7002',
        posId: '4',
        posType: '-KASSE',
        agentVersion: '3.3.0',
        agentInfo: {
          osInfo: { osName: 'Linux', ntpSyncActive: true, ntpLastSuccessfulSyncTime: 1_795_000_000 },
          cashpointVersion: '=1+1',
          tseServerVersion: '@SUM(A1)',
          cashpointRunning: true,
        },
      };
      assert.equal((await beat('/api/agent/cashpoints/heartbeat', register)).statusCode, 200);
      const lines = await download(
        'cashpoint-report',
        { storeId: '7002', columns: 'cashpointVersion,tseServerVersion' },
        'SUEDKAUF',
      );
      assert.deepEqual(lines.slice(1), [['7002', '4', "'-KASSE", "'=1+1", "'@SUM(A1)"]]);

      const store = { ...storeBeat, storeId: '7003', agentInfo: { ...storeBeat.agentInfo } };
      store.agentInfo.storeInfo = { ...storeBeat.agentInfo.storeInfo, license: '+49;"Haupt"', identNumber: 'a\r\nb' };
      assert.equal((await beat('/api/agent/store-agents/heartbeat', store)).statusCode, 200);
      const reply = await get(
        admin,
        'reports/storeagent-report.csv?contextId=SUEDKAUF&storeName=7003&columns=license,identNumber',
      );
      assert.ok(reply.body.includes(`\r\n7003 Kiel, Hafen;"'+49;""Haupt""";"a\r\nb"\r\n`), reply.body);
      assert.deepEqual(readCsv(reply.body.slice(bom.length)).slice(1), [
        ['7003 Kiel, Hafen', `'+49;"Haupt"`, 'a\r\nb'],
      ]);
    });

    it("writes times in the operators' zone (Europe/Berlin), not in the server's", async () => {
      const lines = await download('cashpoint-report', { columns: 'lastHeartbeat', sortBy: 'posId' });
      const page = await json<CashpointRow>('cashpoint-report', 'cashpoints', {
        columns: 'lastHeartbeat',
        sortBy: 'posId',
      });
      const berlin = new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
      const seen = page.cashpoints.filter((r) => r.lastHeartbeat);
      assert.ok(seen.length > 0);
      for (const [index, row] of page.cashpoints.entries()) {
        const expected = row.lastHeartbeat ? berlin.format(new Date(row.lastHeartbeat)).replace(', ', ' ') : '';
        assert.equal(lines[index + 1]![3], expected);
      }
    });

    it('needs a session and a context the user sees, like the reports', async () => {
      for (const path of ['cashpoint-report.csv', 'storeagent-report.csv']) {
        const anonymous = await server.app.inject({
          method: 'GET',
          url: `/api/frontend/reports/${path}?contextId=NORDMARKT`,
        });
        assert.equal(anonymous.statusCode, 401, path);
        for (const context of ['MEGAMARKT', 'NICHTDA']) {
          const refused = await get(operator, `reports/${path}?contextId=${context}`);
          assert.equal(refused.statusCode, 403, `${path} ${context}`);
          assert.deepEqual(refused.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
          assert.ok(!refused.body.includes(';'), 'no rows in the refusal');
        }
        assert.equal((await get(operator, `reports/${path}?contextId=NORDMARKT`)).statusCode, 200, path);
        assert.equal((await get(admin, `reports/${path}`)).statusCode, 400, path);
      }
    });
  });
