// Measures the register report's pipeline (filter, warning rule, sort, page) on 50,000 synthetic
// rows, the size of a large context, with the real column, filter and warning definitions.
//   npx tsx scripts/report-pipeline-bench.ts
import { performance } from 'node:perf_hooks';
import type { CashpointReportRow } from '../src/client/api';
import { filterRows, pageOf, sortRows } from '../src/shared/reports/pipeline';
import { cashpointReport } from '../src/client/features/cashpoint-report/definition';

const count = 50_000;
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const rows: CashpointReportRow[] = Array.from({ length: count }, (_, i) => ({
  uid: `c${i}`,
  storeId: String(10_001 + Math.floor(i / 10)),
  posId: String((i % 10) + 1),
  posType: pick(['HAUPTKASSE', 'KASSE', 'SB-KASSE']),
  lastHeartbeat: random() < 0.01 ? null : new Date(Date.now() - random() * 3_600_000).toISOString(),
  cashpointVersion: pick(['5.12.0', '5.12.3', '5.13.1', '5.14.0', null]),
  currentVersion: pick(['5.13.1', '5.14.0-rc1', null]),
  tseServerVersion: random() < 0.05 ? null : pick(['2.3.1', '2.4.0']),
  osName: pick(['Linux', 'Windows']),
  cashpointRunning: random() < 0.93,
  ntpSyncActive: random() < 0.9,
  ntpLastSuccessfulSyncTime: Math.floor(Date.now() / 1000),
  offline: random() < 0.04,
}));

const { columns, filters, isWarningRow: isWarning } = cashpointReport;
const shown = new Set(columns.map((c) => c.id));
const byId = (id: string) => filters.find((f) => f.id === id)!;
const column = (id: string) => columns.find((c) => c.id === id)!;

function time(label: string, run: () => unknown, repeat = 5) {
  run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} median ${times[Math.floor(repeat / 2)]!.toFixed(1)} ms`);
}

console.log(`${count} register rows`);
time('sort by store (default)', () => sortRows(rows, column('storeId'), 'asc'));
time('sort by Kassenversion (text, natural order)', () => sortRows(rows, column('cashpointVersion'), 'desc'));
time('filter: Kasse contains "1" and OS = Windows', () =>
  filterRows(rows, [
    { filter: byId('posId'), value: '1' },
    { filter: byId('osName'), value: 'Windows' },
  ]),
);
time('warnings only (all columns shown)', () => filterRows(rows, [], (r) => isWarning(r, shown)));
time('filter + warnings + sort by Kassenversion + page of 500', () => {
  const filtered = filterRows(rows, [{ filter: byId('cashpointVersion'), value: '5.1' }], (r) => isWarning(r, shown));
  const sorted = sortRows(filtered, column('cashpointVersion'), 'asc');
  const info = pageOf(sorted.length, 1, 500);
  return sorted.slice(info.from, info.to);
});
time('cell texts of one page of 500 rows (every column)', () =>
  rows.slice(0, 500).map((r) => columns.map((c) => [c.text(r), c.level(r)])),
);
