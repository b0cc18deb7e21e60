import type { APIRequestContext } from '@playwright/test';
import { agentPost } from './agentCalls';

// The TSEs of the fiscal spec: registers and a store server of stores 9991–9994 of NORDMARKT report
// them with signed heartbeats (the demo fleet need not have any). Sending them again changes nothing.

const dayMs = 86_400_000;
/** 'YYYY-MM-DD' (UTC) this many days from today. */
export const dayFrom = (days: number) => new Date(Date.now() + days * dayMs).toISOString().slice(0, 10);
export const fiscalStores = ['9991', '9992', '9993', '9994'] as const;

const tse = (serial: string, type: string, days: number, more: object = {}) => ({
  type,
  serial,
  bsiCertificateId: 'BSI-K-TR-0374-2020',
  manufacturer: 'Swissbit',
  model: `TSE ${type.toUpperCase()}`,
  certificateValidUntil: dayFrom(days),
  activatedAt: '2021-12-01T08:00:00.000Z',
  signatureCounter: 4_000_000,
  signatureCapacity: 20_000_000,
  state: 'initialized',
  timeSet: true,
  lastExportAt: new Date(Date.now() - dayMs).toISOString(),
  lastExportOk: true,
  lastSelfTestAt: new Date(Date.now() - dayMs).toISOString(),
  lastSelfTestOk: true,
  ...more,
});

/** Each report: store, register (null: the store server) and its TSE. */
export const fiscalReports = [
  ['9991', '1', tse('E2E-USB-9991-1', 'usb', 45)],
  ['9991', '2', tse('E2E-SD-9991-2', 'sd', -5)],
  ['9992', '1', tse('E2E-LAN-9992', 'lan', 200)],
  ['9992', '2', tse('E2E-LAN-9992', 'lan', 200)],
  ['9992', null, tse('E2E-LAN-9992', 'lan', 200)],
  ['9993', '1', tse('E2E-USB-9993-1', 'usb', 500, { lastExportOk: false, signatureCounter: 17_000_000 })],
  ['9994', '1', tse('E2E-CLOUD-9994-1', 'cloud', 700, { state: 'notInitialized' })],
] as const;

/** Sends the heartbeats of every report. */
export async function reportFiscalTses(request: APIRequestContext) {
  for (const [storeId, posId, reported] of fiscalReports) {
    const path = posId === null ? '/api/agent/store-agents/heartbeat' : '/api/agent/cashpoints/heartbeat';
    await agentPost(request, 'NORDMARKT', path, {
      storeId,
      ...(posId === null ? { storeName: `Testfiliale ${storeId}` } : { posId }),
      agentVersion: '3.4.0',
      tse: reported,
    });
  }
}
