import { columnOf } from './catalogue';
import { cashpointCatalogue } from './cashpointColumns';
import { unknownAgentValues } from './cashpointRowsKit';
import { sortRows } from './pipeline';
import type { CashpointReportRow } from './rows';
import { storeCatalogue } from './storeColumns';
import { storeRow } from './storeRowsKit';

// The reports' columns of a store's ability to sell (issue 51): their German texts, colours,
// filters and sort order, and that a register or store server that reported nothing shows nothing.

const column = (id: string) => columnOf(cashpointCatalogue, id);
const filter = (id: string) => cashpointCatalogue.filters.find((f) => f.id === id)!;

// Local times, so the texts do not depend on the machine's time zone.
const cut = new Date(2026, 10, 29, 22, 5).toISOString();
const oldest = new Date(2026, 10, 30, 9, 40).toISOString();

const row = (uid: string, extra: Partial<CashpointReportRow> = {}): CashpointReportRow => ({
  ...unknownAgentValues,
  uid,
  storeId: '1001',
  posId: '2',
  posType: 'KASSE',
  lastHeartbeat: cut,
  currentVersion: null,
  offline: false,
  peripheralState: 'paperOut',
  terminalReachable: false,
  terminalLastCutAt: cut,
  offlineCardTransactions: 3,
  unsentReceipts: 12,
  oldestUnsentReceiptAt: oldest,
  ...extra,
});
const ids = [
  'peripheralState',
  'terminalReachable',
  'terminalLastCutAt',
  'offlineCardTransactions',
  'unsentReceipts',
  'oldestUnsentReceiptAt',
];

describe('the store health columns of the register report', () => {
  it('write the worst device state, the terminal and the receipts in German', () => {
    expect(ids.map((id) => column(id).text(row('a')))).toEqual([
      'Papier leer',
      'Nein',
      '29.11.2026 22:05',
      '3',
      '12',
      '30.11.2026 09:40',
    ]);
    const fine = row('b', {
      peripheralState: 'ok',
      terminalReachable: true,
      offlineCardTransactions: 0,
      unsentReceipts: 0,
    });
    expect(column('peripheralState').text(fine)).toBe('in Ordnung');
    expect(column('terminalReachable').text(fine)).toBe('Ja');
  });

  it('colour a device out of paper and an unreachable terminal as errors, waiting payments and receipts as warnings', () => {
    expect(ids.map((id) => column(id).level(row('a')))).toEqual([
      'error',
      'error',
      'ok',
      'warning',
      'warning',
      'warning',
    ]);
    expect(column('peripheralState').level(row('a', { peripheralState: 'paperLow' }))).toBe('warning');
    const fine = row('b', {
      peripheralState: 'ok',
      terminalReachable: true,
      offlineCardTransactions: 0,
      unsentReceipts: 0,
    });
    expect(
      ['peripheralState', 'terminalReachable', 'offlineCardTransactions', 'unsentReceipts'].map((id) =>
        column(id).level(fine),
      ),
    ).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('show nothing and warn about nothing for a register that reported none of it', () => {
    const silent = row('c', {
      ...unknownAgentValues,
      uid: 'c',
      storeId: '1001',
      posId: '3',
      posType: 'KASSE',
      offline: false,
    });
    expect(ids.map((id) => column(id).text(silent))).toEqual(['', '', '', '', '', '']);
    expect(ids.map((id) => column(id).level(silent))).toEqual(Array(6).fill('empty'));
    expect(ids.some((id) => column(id).warning(silent))).toBe(false);
  });

  it('filter by state, reachability, the cut as shown and lower bounds of the counts', () => {
    const r = row('a');
    expect(filter('peripheralState').options!.map((o) => o.label)).toEqual([
      'in Ordnung',
      'Papier fast leer',
      'Deckel offen',
      'Papier leer',
      'nicht erreichbar',
      'Störung',
    ]);
    expect(filter('peripheralState').matches(r, 'paperOut')).toBe(true);
    expect(filter('peripheralState').matches(r, 'paperLow')).toBe(false);
    expect(filter('terminalReachable').matches(r, 'false')).toBe(true);
    expect(filter('terminalLastCutAt').matches(r, '29.11.2026')).toBe(true);
    expect(['1', '10'].map((v) => filter('offlineCardTransactions').matches(r, v))).toEqual([true, false]);
    expect(['1', '10', '100'].map((v) => filter('unsentReceipts').matches(r, v))).toEqual([true, true, false]);
    expect(filter('unsentReceipts').matches(row('n', { unsentReceipts: null }), '1')).toBe(false);
  });

  it('sort the devices by how bad they are, not by the German word, the silent registers last', () => {
    const rows = [
      row('ok', { peripheralState: 'ok' }),
      row('none', { peripheralState: null }),
      row('error', { peripheralState: 'error' }),
      row('low', { peripheralState: 'paperLow' }),
      row('cover', { peripheralState: 'coverOpen' }),
    ];
    expect(sortRows(rows, column('peripheralState'), 'desc').map((r) => r.uid)).toEqual([
      'error',
      'cover',
      'low',
      'ok',
      'none',
    ]);
  });

  it('are picked under Spalten, not shown by default', () => {
    expect(ids.map((id) => column(id).byChoice)).toEqual(Array(6).fill(true));
  });
});

describe('the master data columns of the store report', () => {
  const store = (id: string) => columnOf(storeCatalogue, id);
  const r = storeRow('s1', '7101 Kiel', {
    masterDataPricesVersion: 'P-2026-11-30',
    masterDataPricesAppliedAt: cut,
    masterDataPromotionsVersion: 'A-48',
    masterDataPromotionsAppliedAt: null,
    masterDataArticlesVersion: null,
    masterDataArticlesAppliedAt: null,
  });
  const kinds = ['masterDataPrices', 'masterDataPromotions', 'masterDataArticles'];

  it('write the version with when it was applied, or that it was not; nothing for a kind not reported', () => {
    expect(kinds.map((id) => store(id).text(r))).toEqual([
      'P-2026-11-30 (eingespielt 29.11.2026 22:05)',
      'A-48 (nicht eingespielt)',
      '',
    ]);
    expect(kinds.map((id) => store(id).level(r))).toEqual(['ok', 'warning', 'empty']);
    expect(kinds.map((id) => store(id).groups)).toEqual(Array(3).fill(['Stammdaten']));
    expect(kinds.map((id) => store(id).byChoice)).toEqual(Array(3).fill(true));
  });

  it('filter by a part of the text shown', () => {
    const f = (id: string) => storeCatalogue.filters.find((x) => x.id === id)!;
    expect(f('masterDataPrices').matches(r, 'p-2026-11')).toBe(true);
    expect(f('masterDataPromotions').matches(r, 'nicht eingespielt')).toBe(true);
    expect(f('masterDataArticles').matches(r, 'a')).toBe(false);
  });
});
