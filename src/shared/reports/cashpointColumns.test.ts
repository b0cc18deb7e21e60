import { columnOf } from './catalogue';
import { cashpointCatalogue } from './cashpointColumns';
import { unknownAgentValues } from './cashpointRowsKit';
import type { CashpointReportRow } from './rows';

// The register report's rules, one table per rule: the cell texts, the colouring and the warning rows.

type CashpointColumnId = (typeof cashpointCatalogue.columns)[number]['id'];
const cellText = (id: CashpointColumnId, row: CashpointReportRow) => columnOf(cashpointCatalogue, id).text(row);
const cellLevel = (id: CashpointColumnId, row: CashpointReportRow) => columnOf(cashpointCatalogue, id).level(row);
const isWarningRow = cashpointCatalogue.isWarningRow;

// Local times, so the texts do not depend on the machine's time zone.
const heartbeat = new Date(2026, 10, 22, 10, 30).toISOString();
const syncSeconds = new Date(2026, 10, 22, 17, 46).getTime() / 1000;

const row = (extra: Partial<CashpointReportRow> = {}): CashpointReportRow => ({
  ...unknownAgentValues,
  uid: 'c1',
  storeId: '1001',
  posId: '2',
  posType: 'KASSE',
  lastHeartbeat: heartbeat,
  cashpointVersion: '5.14.0',
  currentVersion: '5.13.1',
  tseServerVersion: '2.4.0',
  osName: 'Linux',
  cashpointRunning: true,
  ntpSyncActive: true,
  ntpLastSuccessfulSyncTime: syncSeconds,
  offline: false,
  ...extra,
});

const allColumns: CashpointColumnId[] = [
  'storeId',
  'posId',
  'posType',
  'lastHeartbeat',
  'cashpointVersion',
  'currentVersion',
  'tseServerVersion',
  'osName',
  'cashpointRunning',
  'ntpSyncActive',
];

describe('register report cell texts', () => {
  test.each<[string, CashpointColumnId, Partial<CashpointReportRow>, string]>([
    ['heartbeat as dd.MM.yyyy HH:mm', 'lastHeartbeat', {}, '22.11.2026 10:30'],
    ['missing heartbeat is empty', 'lastHeartbeat', { lastHeartbeat: null }, ''],
    ['Kasse aktiv true is Ja', 'cashpointRunning', { cashpointRunning: true }, 'Ja'],
    ['Kasse aktiv false is Nein', 'cashpointRunning', { cashpointRunning: false }, 'Nein'],
    ['Kasse aktiv unknown is empty', 'cashpointRunning', { cashpointRunning: null }, ''],
    ['NTP Ja with the last sync time in brackets', 'ntpSyncActive', {}, 'Ja (22.11.2026 17:46)'],
    [
      'NTP Nein without a sync time',
      'ntpSyncActive',
      { ntpSyncActive: false, ntpLastSuccessfulSyncTime: null },
      'Nein',
    ],
    [
      'NTP Nein keeps a last sync time',
      'ntpSyncActive',
      { ntpSyncActive: false, ntpLastSuccessfulSyncTime: syncSeconds },
      'Nein (22.11.2026 17:46)',
    ],
    ['NTP unknown is empty', 'ntpSyncActive', { ntpSyncActive: null }, ''],
    ['text values as they are', 'posType', {}, 'KASSE'],
    ['installed update is its tag', 'currentVersion', {}, '5.13.1'],
  ])('%s', (_rule, id, extra, expected) => {
    expect(cellText(id, row(extra))).toBe(expected);
  });
});

describe('register report colouring', () => {
  test.each<[string, CashpointColumnId, Partial<CashpointReportRow>, string]>([
    ['an offline row is error throughout: store', 'storeId', { offline: true }, 'error'],
    ['an offline row is error throughout: installed update', 'currentVersion', { offline: true }, 'error'],
    ['an offline row is error throughout: NTP', 'ntpSyncActive', { offline: true }, 'error'],
    ['missing store is error', 'storeId', { storeId: null }, 'error'],
    ['missing pos is error', 'posId', { posId: null }, 'error'],
    ['missing type is error', 'posType', { posType: null }, 'error'],
    ['missing heartbeat is error', 'lastHeartbeat', { lastHeartbeat: null }, 'error'],
    ['missing version is error', 'cashpointVersion', { cashpointVersion: null }, 'error'],
    ['missing installed update is empty', 'currentVersion', { currentVersion: null }, 'empty'],
    ['missing TSE version is error', 'tseServerVersion', { tseServerVersion: null }, 'error'],
    ['missing OS is error', 'osName', { osName: null }, 'error'],
    ['missing running flag is error', 'cashpointRunning', { cashpointRunning: null }, 'error'],
    ['missing ntp flag is error', 'ntpSyncActive', { ntpSyncActive: null }, 'error'],
    [
      'a register that is not running is still ok (only a missing flag is an error)',
      'cashpointRunning',
      { cashpointRunning: false },
      'ok',
    ],
    ['otherwise ok: installed update', 'currentVersion', {}, 'ok'],
  ])('%s', (_rule, id, extra, expected) => {
    expect(cellLevel(id, row(extra))).toBe(expected);
  });

  test('otherwise ok: every column of a complete online register', () => {
    expect(allColumns.map((id) => cellLevel(id, row()))).toEqual(allColumns.map(() => 'ok'));
  });
});

describe('register report warning rows', () => {
  const all = new Set<string>(allColumns);
  const fixedOnly = new Set(['storeId', 'posId', 'posType']);
  test.each<[string, Partial<CashpointReportRow>, ReadonlySet<string>, boolean]>([
    ['a complete online register is no warning', {}, all, false],
    ['offline', { offline: true }, fixedOnly, true],
    ['missing store', { storeId: null }, fixedOnly, true],
    ['missing pos', { posId: null }, fixedOnly, true],
    ['missing type', { posType: null }, fixedOnly, true],
    ['missing heartbeat when the column is selected', { lastHeartbeat: null }, all, true],
    ['missing heartbeat when the column is not selected', { lastHeartbeat: null }, fixedOnly, false],
    ['missing version when the column is selected', { cashpointVersion: null }, all, true],
    ['missing version when the column is not selected', { cashpointVersion: null }, fixedOnly, false],
    ['missing TSE version when the column is selected', { tseServerVersion: null }, all, true],
    ['missing TSE version when the column is not selected', { tseServerVersion: null }, fixedOnly, false],
    ['missing OS when the column is selected', { osName: null }, all, true],
    ['missing OS when the column is not selected', { osName: null }, fixedOnly, false],
    ['missing running flag when the column is selected', { cashpointRunning: null }, all, true],
    ['missing running flag when the column is not selected', { cashpointRunning: null }, fixedOnly, false],
    ['a missing installed update is no warning', { currentVersion: null }, all, false],
    ['a missing NTP flag is no warning (not in the list)', { ntpSyncActive: null }, all, false],
  ])('%s', (_rule, extra, shown, expected) => {
    expect(isWarningRow(row(extra), shown)).toBe(expected);
  });
});
