import { columnOf } from './catalogue';
import { cashpointCatalogue } from './cashpointColumns';
import { unknownAgentValues } from './cashpointRowsKit';
import type { CashpointReportRow } from './rows';

// The register report's TSE columns (issue 50): their texts, colours and filters, one table per rule.

const column = (id: string) => columnOf(cashpointCatalogue, id);
const filter = (id: string) => cashpointCatalogue.filters.find((f) => f.id === id)!;

// Local times, so the texts do not depend on the machine's time zone.
const exported = new Date(2026, 10, 28, 3, 0).toISOString();

const row = (extra: Partial<CashpointReportRow> = {}): CashpointReportRow => ({
  ...unknownAgentValues,
  uid: 'c1',
  storeId: '1001',
  posId: '2',
  posType: 'KASSE',
  lastHeartbeat: exported,
  cashpointVersion: '5.14.0',
  currentVersion: '5.13.1',
  tseServerVersion: '2.4.0',
  osName: 'Linux',
  cashpointRunning: true,
  ntpSyncActive: true,
  ntpLastSuccessfulSyncTime: 1_795_000_000,
  offline: false,
  tseType: 'lan',
  tseSerial: 'A1B2C3',
  tseCertificateValidUntil: '2027-03-31',
  tseDaysLeft: 120,
  tseCapacityUsedPercent: 41.5,
  tseState: 'initialized',
  tseLastExportAt: exported,
  tseLastExportOk: true,
  tseLastSelfTestAt: exported,
  tseLastSelfTestOk: true,
  ...extra,
});

describe('the TSE columns of the register report', () => {
  it('write the type, the day, the percent and a failed run in German', () => {
    const r = row({ tseLastExportOk: false });
    expect(
      ['tseType', 'tseSerial', 'tseCertificateValidUntil', 'tseDaysLeft', 'tseCapacityUsedPercent', 'tseState'].map(
        (id) => column(id).text(r),
      ),
    ).toEqual(['LAN', 'A1B2C3', '31.03.2027', '120', '41,5 %', 'initialisiert']);
    expect(column('tseLastExport').text(r)).toBe('28.11.2026 03:00 (fehlgeschlagen)');
    expect(column('tseLastSelfTest').text(r)).toBe('28.11.2026 03:00');
  });

  it.each([
    [120, 'ok'],
    [90, 'warning'],
    [0, 'warning'],
    [-1, 'error'],
  ] as const)('colour %i days left as %s, in both of the certificate’s columns', (days, level) => {
    expect(column('tseDaysLeft').level(row({ tseDaysLeft: days }))).toBe(level);
    expect(column('tseCertificateValidUntil').level(row({ tseDaysLeft: days }))).toBe(level);
  });

  it.each([
    [79.9, 'ok'],
    [80, 'warning'],
    [95, 'error'],
  ] as const)('colour %d %% of the capacity used as %s', (used, level) => {
    expect(column('tseCapacityUsedPercent').level(row({ tseCapacityUsedPercent: used }))).toBe(level);
  });

  it('colour a state other than initialised and a failed export or self-test as errors', () => {
    expect(column('tseState').level(row({ tseState: 'notInitialized' }))).toBe('error');
    expect(column('tseLastExport').level(row({ tseLastExportOk: false }))).toBe('error');
    expect(column('tseLastSelfTest').level(row({ tseLastSelfTestOk: false }))).toBe('error');
    expect(cashpointCatalogue.isWarningRow(row({ tseLastExportOk: false }), new Set(['tseLastExport']))).toBe(true);
  });

  it('show nothing and warn about nothing for a register that reports no TSE', () => {
    const none = row({ ...unknownAgentValues, tseType: null });
    const ids = cashpointCatalogue.columns.filter((c) => c.id.startsWith('tse') && c.id !== 'tseServerVersion');
    expect(ids.map((c) => [c.id, c.text(none), c.level(none), c.warning(none)])).toEqual(
      ids.map((c) => [c.id, '', 'empty', false]),
    );
  });

  it('filter the days left and the capacity by bounds, nothing without a TSE', () => {
    const days = filter('tseDaysLeft');
    expect([-3, 0, 30, 31, 365].map((d) => days.matches(row({ tseDaysLeft: d }), '30'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([-3, 0].map((d) => days.matches(row({ tseDaysLeft: d }), 'expired'))).toEqual([true, false]);
    expect(days.matches(row({ tseDaysLeft: null }), '365')).toBe(false);
    const used = filter('tseCapacityUsedPercent');
    expect([79.9, 80, 96].map((u) => used.matches(row({ tseCapacityUsedPercent: u }), '80'))).toEqual([
      false,
      true,
      true,
    ]);
    expect(used.matches(row({ tseCapacityUsedPercent: null }), '80')).toBe(false);
    expect(filter('tseCertificateValidUntil').matches(row(), '03.2027')).toBe(true);
    expect(filter('tseLastExportOk').matches(row({ tseLastExportOk: false }), 'false')).toBe(true);
  });

  it('sort the day by the day and the days left as numbers', () => {
    expect(column('tseCertificateValidUntil').sortValue(row())).toBe('2027-03-31');
    expect(column('tseDaysLeft').sortValue(row({ tseDaysLeft: -4 }))).toBe(-4);
  });
});
