import type { TseRow } from '../../api/fiscal';

// TSE rows and a forecast as the server sends them, for the cockpit's component tests.

export const tseRow = (serial: string, more: Partial<TseRow> = {}): TseRow => ({
  contextId: 'NORDMARKT',
  serial,
  type: 'usb',
  bsiCertificateId: 'BSI-K-TR-0374-2020',
  manufacturer: 'Swissbit',
  model: 'USB TSE',
  certificateValidUntil: '2027-01-13',
  daysLeft: 45,
  signatureCounter: 4_000_000,
  signatureCapacity: 20_000_000,
  capacityUsedPercent: 20,
  fullBy: null,
  state: 'initialized',
  timeSet: true,
  lastExportAt: '2026-11-28T02:00:00.000Z',
  lastExportOk: true,
  lastSelfTestAt: '2026-11-28T01:00:00.000Z',
  lastSelfTestOk: true,
  storeId: '1001',
  cashpoints: [{ uid: 'cp-1', storeId: '1001', posId: '1' }],
  plannedSwap: null,
  ...more,
});

/** 24 months from November 2026; two TSEs (three registers) in January 2027. */
export const forecastMonths = Array.from({ length: 24 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 10 + i, 1));
  const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, tses: month === '2027-01' ? 2 : 0, cashpoints: month === '2027-01' ? 3 : 0 };
});
