import { columnOf } from './catalogue';
import type { StoreReportRow } from './rows';
import { storeCatalogue } from './storeColumns';
import { stamp, storeRow } from './storeRowsKit';
import { backupText, posConnectUpdateText, updateText } from './storeValues';

// The store report's rules, one table per rule: the cell texts, the colouring and the warning rows.

const cellText = (id: string, row: StoreReportRow) => columnOf(storeCatalogue, id).text(row);
const cellLevel = (id: string, row: StoreReportRow) => columnOf(storeCatalogue, id).level(row);
const isWarningRow = storeCatalogue.isWarningRow;

/** A healthy store server: nothing coloured as a problem. */
const row = (extra: Partial<StoreReportRow> = {}) => storeRow('s1', '1001 Kiel, Hafen', extra);

const shownIds = [
  'storeName',
  'lastHeartbeat',
  'currentVersionTag',
  'storeVersion',
  'license',
  'licenseProcedure',
  'identNumber',
  'serialNumber',
  'tbeg',
  'tabsletzte',
  'tabsaktiv',
  'tabsok',
  'kabsvortag',
  'kabslaufendertag',
  'wwsBelegverarbeitungAktiv',
  'dzuskarun',
  'bonaufloesungWAModulAktiv',
  'datenverarbeitungHQAktiv',
  'tseServerVersion',
  'tseServerRunning',
  'sigmabackup',
  'update',
  'diwastop_err',
  'diwadebu_log',
  'lastPosConnectUpdate',
  'dutiserv',
  'dutiservStartart',
  'dzuska28',
  'posConnectAppAdmin',
  'tseServer',
  'postgresql',
  'pgsqlVersion',
];

describe('store report cell texts', () => {
  test.each<[string, (r: StoreReportRow) => string, Partial<StoreReportRow>, string]>([
    ['backup running: Aktiv (time)', backupText, { sigmabackupaktiv: true }, 'Aktiv (22.11.2026 03:15)'],
    ['backup code 4: Erfolgreich (time)', backupText, {}, 'Erfolgreich (22.11.2026 03:15)'],
    [
      'backup other code: Nicht erfolgreich (time)',
      backupText,
      { lastsigmabackuperfolg: '1' },
      'Nicht erfolgreich (22.11.2026 03:15)',
    ],
    [
      'backup without a code: Nicht erfolgreich',
      backupText,
      { lastsigmabackuperfolg: null, lastsigmabackup: null },
      'Nicht erfolgreich',
    ],
    ['update running: Aktiv (time)', updateText, { updateaktiv: true }, 'Aktiv (22.11.2026 04:15)'],
    ['update code 4: Erfolgreich (time)', updateText, {}, 'Erfolgreich (22.11.2026 04:15)'],
    [
      'update other code: Nicht erfolgreich (time)',
      updateText,
      { lastupdateerfolg: '1' },
      'Nicht erfolgreich (22.11.2026 04:15)',
    ],
    ['no last update: nothing', updateText, { lastupdate: null, lastupdateerfolg: null }, ''],
    [
      'POSCONNECT update Erfolgreich, time and build tag',
      posConnectUpdateText,
      {},
      'Erfolgreich (22.11.2026 05:15) pc-2025.4.1',
    ],
    [
      'POSCONNECT update Nicht erfolgreich without a build tag',
      posConnectUpdateText,
      { lastPosConnectUpdateErfolg: false, posConnectBuildTag: null },
      'Nicht erfolgreich (22.11.2026 05:15)',
    ],
    [
      'no POSCONNECT update: nothing',
      posConnectUpdateText,
      { lastPosConnectUpdate: null, lastPosConnectUpdateErfolg: null },
      '',
    ],
  ])('%s', (_rule, text, extra, expected) => {
    expect(text(row(extra))).toBe(expected);
  });

  test.each<[string, string, Partial<StoreReportRow>, string]>([
    ['timestamps are seconds shown as dd.MM.yyyy HH:mm', 'tbeg', {}, '22.11.2026 06:15'],
    ['last WWS receipt processing (dzuskarun) as a time', 'dzuskarun', {}, '22.11.2026 09:15'],
    ['heartbeat as dd.MM.yyyy HH:mm', 'lastHeartbeat', {}, '22.11.2026 10:30'],
    ['day close started (tabsaktiv) Ja', 'tabsaktiv', {}, 'Ja'],
    ['day close started (tabsaktiv) Nein', 'tabsaktiv', { tabsaktiv: false }, 'Nein'],
    ['day close done (tabsok) Ja with its time', 'tabsok', {}, 'Ja (22.11.2026 07:15)'],
    ['day close done (tabsok) Nein', 'tabsok', { tabsok: stamp('0', 7) }, 'Nein (22.11.2026 07:15)'],
    ['cashier close previous day: 1 or more means Ja', 'kabsvortag', { kabsvortag: 1 }, 'Ja'],
    ['cashier close previous day: 0 is Nein', 'kabsvortag', { kabsvortag: 0 }, 'Nein'],
    ['cashier close current day: 3 means Ja', 'kabslaufendertag', { kabslaufendertag: 3 }, 'Ja'],
    ['flags as Ja/Nein', 'bonaufloesungWAModulAktiv', { bonaufloesungWAModulAktiv: false }, 'Nein'],
    ['TSE running as Ja/Nein', 'tseServerRunning', {}, 'Ja'],
    [
      'diwastop_err shows its text and time',
      'diwastop_err',
      { diwastop_err: stamp('Startfehler 17', 2) },
      'Startfehler 17 (22.11.2026 02:15)',
    ],
    ['services show their state in German', 'dzuska28', { dzuska28: 'STOPPED' }, 'gestoppt'],
    ['a state the console does not know stays as reported', 'dzuska28', { dzuska28: 'STARTING' }, 'STARTING'],
    ['the start type in German', 'dutiservStartart', { dutiservStartart: 'MANUAL' }, 'manuell'],
    ['missing values are empty', 'license', { license: null }, ''],
  ])('%s', (_rule, id, extra, expected) => {
    expect(cellText(id, row(extra))).toBe(expected);
  });
});

describe('store report colouring', () => {
  test.each<[string, string, Partial<StoreReportRow>, string]>([
    ['an offline store server is error throughout', 'storeVersion', { offline: true }, 'error'],
    ['service RUNNING is good', 'dutiserv', {}, 'ok'],
    ['service STOPPED is error', 'dutiserv', { dutiserv: 'STOPPED' }, 'error'],
    ['service in another state is warning', 'postgresql', { postgresql: 'STARTING' }, 'warning'],
    ['service state missing is error', 'diwamesw', { diwamesw: null }, 'error'],
    ['start type AUTOMATIC is good', 'dutiservStartart', {}, 'ok'],
    ['start type other than AUTOMATIC is error', 'dutiservStartart', { dutiservStartart: 'MANUAL' }, 'error'],
    ['backup active is warning', 'sigmabackup', { sigmabackupaktiv: true }, 'warning'],
    ['backup result 4 is success (no colour)', 'sigmabackup', {}, 'neutral'],
    ['backup result other than 4 is error', 'sigmabackup', { lastsigmabackuperfolg: '1' }, 'error'],
    ['update active is warning', 'update', { updateaktiv: true }, 'warning'],
    ['no last update is neutral', 'update', { lastupdate: null, lastupdateerfolg: null }, 'neutral'],
    ['last update failed is error', 'update', { lastupdateerfolg: '1' }, 'error'],
    ['last update successful has no colour', 'update', {}, 'neutral'],
    ['DIWADEBU log missing is error', 'diwadebu_log', { diwadebu_log: null }, 'error'],
    ['DIWADEBU log containing Error is error', 'diwadebu_log', { diwadebu_log: 'Error in Modul' }, 'error'],
    ['DIWADEBU log 6 or more is error', 'diwadebu_log', { diwadebu_log: '6' }, 'error'],
    ['DIWADEBU log above 1 and below 6 is warning', 'diwadebu_log', { diwadebu_log: '2' }, 'warning'],
    ['DIWADEBU log 5 is warning', 'diwadebu_log', { diwadebu_log: '5' }, 'warning'],
    ['DIWADEBU log 1 is ok', 'diwadebu_log', { diwadebu_log: '1' }, 'ok'],
    [
      'POSCONNECT update failed with a last update is error',
      'lastPosConnectUpdate',
      { lastPosConnectUpdateErfolg: false },
      'error',
    ],
    [
      'POSCONNECT update failed without a last update is not an error',
      'lastPosConnectUpdate',
      { lastPosConnectUpdateErfolg: false, lastPosConnectUpdate: null },
      'neutral',
    ],
    ['day close started is ok when true', 'tabsaktiv', {}, 'ok'],
    ['day close done is ok when true', 'tabsok', {}, 'ok'],
    ['cashier close previous day is ok when done', 'kabsvortag', {}, 'ok'],
    ['cashier close current day is ok when done', 'kabslaufendertag', {}, 'ok'],
    ['cashier close not done has no colour', 'kabslaufendertag', { kabslaufendertag: 0 }, 'neutral'],
    ['a missing flag is error', 'tabsaktiv', { tabsaktiv: null }, 'error'],
    ['missing heartbeat is error', 'lastHeartbeat', { lastHeartbeat: null }, 'error'],
    ['missing version is error', 'storeVersion', { storeVersion: null }, 'error'],
    ['missing licence data is error', 'licenseProcedure', { licenseProcedure: null }, 'error'],
    ['missing tbeg is error', 'tbeg', { tbeg: null }, 'error'],
    ['missing tabsletzte is error', 'tabsletzte', { tabsletzte: null }, 'error'],
    ['TSE not running is error', 'tseServerRunning', { tseServerRunning: false }, 'error'],
    ['diwastop_err present is error', 'diwastop_err', { diwastop_err: stamp('Startfehler 17') }, 'error'],
    ['missing PostgreSQL version is error', 'pgsqlVersion', { pgsqlVersion: null }, 'error'],
    ['missing installed update is empty', 'currentVersionTag', { currentVersionTag: null }, 'empty'],
  ])('%s', (_rule, id, extra, expected) => {
    expect(cellLevel(id, row(extra))).toBe(expected);
  });
});

describe('store report warning rows', () => {
  const all = new Set(shownIds);
  const nameOnly = new Set(['storeName']);
  test.each<[string, Partial<StoreReportRow>]>([
    ['offline', { offline: true }],
    ['missing heartbeat', { lastHeartbeat: null }],
    ['missing version', { storeVersion: null }],
    ['missing TSE version', { tseServerVersion: null }],
    ['missing licence data', { serialNumber: null }],
    ['missing tbeg', { tbeg: null }],
    ['missing tabsletzte', { tabsletzte: null }],
    ['missing flag', { wwsBelegverarbeitungAktiv: null }],
    ['TSE not running', { tseServerRunning: false }],
    ['backup active', { sigmabackupaktiv: true }],
    ['backup last result not 4', { lastsigmabackuperfolg: '1' }],
    ['update active', { updateaktiv: true }],
    ['last update failed', { lastupdateerfolg: '1' }],
    ['diwastop_err present', { diwastop_err: stamp('Startfehler') }],
    ['diwadebu_log above 1', { diwadebu_log: '2' }],
    ['failed POSCONNECT update', { lastPosConnectUpdateErfolg: false }],
    ['a service not RUNNING', { posConnectAppAdmin: 'STARTING' }],
    ['a start type not AUTOMATIC', { dutiservStartart: 'MANUAL' }],
    ['missing PostgreSQL version', { pgsqlVersion: null }],
  ])('%s is a warning row', (_rule, extra) => {
    expect(isWarningRow(row(extra), all)).toBe(true);
  });

  test('a healthy store server is no warning row', () => {
    expect(isWarningRow(row(), all)).toBe(false);
  });

  test.each<[string, Partial<StoreReportRow>, boolean]>([
    ['offline counts whatever is selected', { offline: true }, true],
    ['backup active counts only with its column selected', { sigmabackupaktiv: true }, false],
    ['a stopped service counts only with its column selected', { dutiserv: 'STOPPED' }, false],
    ['missing PostgreSQL version counts only with its column selected', { pgsqlVersion: null }, false],
  ])('%s', (_rule, extra, expected) => {
    expect(isWarningRow(row(extra), nameOnly)).toBe(expected);
  });
});
