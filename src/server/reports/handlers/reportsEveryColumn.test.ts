import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ReportCatalogue } from '../../../shared/reports/catalogue';
import { sortRows } from '../../../shared/reports/pipeline';
import type { ReportColumn, ReportFilter } from '../../../shared/reports/types';
import { databaseKinds } from '../../test/harness';
import { queryString, reportKinds, type Params } from '../../test/reportQueryKit';
import { reportSuite, storeBeat } from '../../test/reportsKit';
import { healthSamples, masterDataSamples, registerSections } from '../../test/storeHealthReportKit';

// The contract test of the column catalogue: every column of both reports is sorted by, both ways,
// and every filter is used, over HTTP on the real server with the demo data. A column added to the
// catalogue but not to the contract (`npm run codegen` forgotten) is answered 400 here, and the test
// named after it fails. The demo data (and one store server reporting unusual values) must give each
// column values that a sort puts in another order than the default one, and each filter a value that
// lets only some rows through, or the test could not tell a sort or filter from none.

type Row = { uid: string } & Record<string, unknown>;
type Report = keyof typeof reportKinds;
/** The demo contexts: a value one of them gives every row, the other varies. */
const contexts = ['NORDMARKT', 'SUEDKAUF'] as const;
type Context = (typeof contexts)[number];
const uids = (rows: readonly Row[]) => rows.map((r) => r.uid);
const catalogueOf = (report: Report) => reportKinds[report].catalogue as unknown as ReportCatalogue<Row>;

/** A value no demo row holds in any text column. */
const noMatch = 'kein-treffer-xq';

for (const kind of databaseKinds)
  describe(`reports on ${kind}: every catalogue column sorts and filters over HTTP`, () => {
    const { suite, get, beat } = reportSuite(kind, { tses: true });
    const full = {} as Record<Context, Record<Report, Row[]>>;

    async function ask(context: Context, report: Report, params: Params, what: string, csv = false) {
      const { path, rowsKey } = reportKinds[report];
      const url = `${path}${csv ? '.csv' : ''}?${queryString({ contextId: context, ...params })}`;
      const reply = await get(suite.admin, url);
      const status = `${what} (${report} report of ${context}): ${reply.statusCode} ${reply.body.slice(0, 300)}`;
      assert.equal(reply.statusCode, 200, status);
      return csv ? { rows: [], lines: reply.body.split('\r\n').length - 2 } : { rows: reply.json()[rowsKey] as Row[] };
    }

    before(async () => {
      // A store server whose TSE server is down, beside the demo's, where it almost always runs.
      const stored = await beat('/api/agent/store-agents/heartbeat', storeBeat, 'SUEDKAUF');
      assert.equal(stored.statusCode, 200, stored.body);
      // Devices, card terminals, receipts and master data (issue 51) of a few registers and store
      // servers: the demo has none yet, and the columns need some values to sort and filter by.
      const now = suite.server.clock.now;
      for (const [i, health] of healthSamples.entries()) {
        const body = { storeId: '7101', posId: String(i + 1), agentVersion: '3.4.0', ...registerSections(now, health) };
        const reply = await beat('/api/agent/cashpoints/heartbeat', body, 'SUEDKAUF');
        assert.equal(reply.statusCode, 200, reply.body);
      }
      for (const [i, files] of masterDataSamples(now).entries()) {
        const body = { storeId: String(7101 + i), agentVersion: '2.9.1', ...files };
        const reply = await beat('/api/agent/store-agents/heartbeat', body, 'SUEDKAUF');
        assert.equal(reply.statusCode, 200, reply.body);
      }
      for (const context of contexts) {
        full[context] = {} as Record<Report, Row[]>;
        for (const report of Object.keys(reportKinds) as Report[]) {
          const reply = await get(suite.admin, `${reportKinds[report].path}?contextId=${context}`);
          const body = reply.json();
          full[context][report] = body[reportKinds[report].rowsKey];
          // Sorting and filtering apply to the columns on screen: the demo contexts show them all.
          const choosable = catalogueOf(report).columns.filter((c) => !c.fixed && !c.disabled);
          const visible = body[reportKinds[report].visibleKey];
          assert.deepEqual(
            visible,
            choosable.map((c) => c.id),
            `${report} of ${context}: all columns shown`,
          );
          assert.ok(full[context][report].length > 10, `${report} of ${context}: enough demo rows`);
        }
      }
    });

    /** The rows in the order a sort by this column gives; a disabled column is never on screen, so it sorts by default. */
    function sortedOrder(report: Report, rows: readonly Row[], column: ReportColumn<Row>, direction: 'asc' | 'desc') {
      const catalogue = catalogueOf(report);
      const by = column.disabled ? catalogue.columns.find((c) => c.id === catalogue.defaultSort)! : column;
      return uids(sortRows(rows, by, direction));
    }

    /** Whether a sort by this column puts a context's rows in another order than the default sort. */
    function sortShows(report: Report, rows: readonly Row[], column: ReportColumn<Row>) {
      const catalogue = catalogueOf(report);
      const byDefault = catalogue.columns.find((c) => c.id === catalogue.defaultSort)!;
      return (['asc', 'desc'] as const).some((direction) => {
        const before = sortRows(rows, byDefault, direction);
        return uids(sortRows(before, column, direction)).join() !== uids(before).join();
      });
    }

    async function sortsBy(report: Report, column: ReportColumn<Row>) {
      const label = `column ${column.id}`;
      let seen = 0;
      for (const context of contexts) {
        const all = full[context][report];
        const orders: string[] = [];
        for (const direction of ['asc', 'desc'] as const) {
          const params = { sortBy: column.id, sortDirection: direction };
          const what = `${label}, ${queryString(params)}`;
          const { rows } = await ask(context, report, params, what);
          assert.equal(rows.length, all.length, `${label}: a sort keeps every row`);
          // Sorting rows that are already in order (ties keep their places) changes nothing.
          const sorted = sortedOrder(report, rows, column, direction);
          assert.deepEqual(uids(rows), sorted, `${label}: not sorted ${direction}`);
          orders.push(sorted.join());
          if (context !== contexts[0]) continue;
          const csv = await ask(context, report, params, `${what} as CSV`, true);
          assert.equal(csv.lines, all.length, `${label}: the CSV sorted by it holds every row`);
        }
        // Seen: the sort gives another order than the default one, or the two directions differ.
        if (!column.disabled && (sortShows(report, all, column) || orders[0] !== orders[1])) seen++;
      }
      const unseen = `${label}: in the demo data a sort by it gives the default order both ways, so no sort shows`;
      if (!column.disabled) assert.ok(seen > 0, unseen);
    }

    /** The values to filter by: for a select its options, for text a demo value that matches only some rows. */
    function filterValues(rows: readonly Row[], report: Report, filter: ReportFilter<Row>): string[] {
      if (filter.kind === 'select') return filter.options!.map((o) => o.value);
      const column = catalogueOf(report).columns.find((c) => c.id === filter.columnId)!;
      const texts = [...new Set(rows.map(column.text).filter((t) => t !== ''))];
      const some = texts.find((t) => {
        const hits = rows.filter((r) => filter.matches(r, t.toLowerCase())).length;
        return hits > 0 && hits < rows.length;
      });
      return some === undefined ? [noMatch] : [some, noMatch];
    }

    async function filtersBy(report: Report, filter: ReportFilter<Row>) {
      const label = `filter ${filter.id} (column ${filter.columnId})`;
      let matching = 0;
      for (const context of contexts) {
        const rows = full[context][report];
        for (const value of filterValues(rows, report, filter)) {
          const needle = filter.kind === 'text' ? value.toLowerCase() : value;
          const expected = rows.filter((r) => filter.matches(r, needle));
          const what = `${label}, ${filter.id}=${value}`;
          const reply = await ask(context, report, { [filter.id]: value }, what);
          assert.deepEqual(uids(reply.rows), uids(expected), `${label}=${value}: not the rows it matches`);
          if (value === noMatch) assert.equal(expected.length, 0, `${label}: '${noMatch}' is in the demo data`);
          if (expected.length > 0 && expected.length < rows.length) matching++;
          if (context !== contexts[0]) continue;
          const csv = await ask(context, report, { [filter.id]: value }, `${what} as CSV`, true);
          assert.equal(csv.lines, expected.length, `${label}=${value}: the CSV holds the rows it matches`);
        }
      }
      assert.ok(matching > 0, `${label}: no demo value lets only some rows through`);
      if (filter.kind === 'select') {
        const { path } = reportKinds[report];
        const reply = await get(
          suite.admin,
          `${path}?${queryString({ contextId: contexts[0], [filter.id]: 'nichtda' })}`,
        );
        assert.equal(reply.statusCode, 400, `${label}: a value that is not an option is refused`);
      }
    }

    for (const report of Object.keys(reportKinds) as Report[]) {
      for (const column of catalogueOf(report).columns)
        it(`${report} report: sorts by ${column.id}, ascending and descending`, () => sortsBy(report, column));
      for (const filter of catalogueOf(report).filters)
        it(`${report} report: filters by ${filter.id}`, () => filtersBy(report, filter));
    }
  });
