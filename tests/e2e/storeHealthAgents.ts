import { expect, type APIRequestContext } from '@playwright/test';
import { agentPost } from './agentCalls';

// The red store of the store health spec (issue 51): store 9951 of NORDMARKT, open now by hours of its
// own, whose register 2 reports its receipt printer out of paper (register 1 all in order), with its
// card terminal and receipts, through signed heartbeats (the demo fleet need not report any of it).
// Sending them again changes nothing.

export const redStore = { context: 'NORDMARKT', storeId: '9951', name: 'Testfiliale Betrieb', posId: '2' } as const;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** '07:00' this many hours from now in Berlin, the store's zone. */
function berlinHour(hours: number) {
  const now = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  return `${String((now + hours + 24) % 24).padStart(2, '0')}:00`;
}

const register = (posId: string, printerState: string) => ({
  storeId: redStore.storeId,
  posId,
  agentVersion: '3.4.0',
  openReceipt: false,
  peripherals: [
    { kind: 'printer', name: 'Epson TM-T88VI', state: printerState, since: minutesAgo(25) },
    { kind: 'eft', name: 'Ingenico Lane 3000', state: 'ok', since: minutesAgo(240) },
    { kind: 'scanner', name: 'Datalogic Magellan', state: 'ok', since: minutesAgo(240) },
  ],
  payment: {
    terminalId: `6001${posId.padStart(4, '0')}`,
    reachable: true,
    lastTransactionAt: minutesAgo(4),
    lastCutAt: minutesAgo(15 * 60),
    offlineTransactions: 0,
    oldestOfflineAt: null,
  },
  dataFlow: { unsentReceipts: 2, oldestUnsentAt: minutesAgo(3), lastUploadAt: minutesAgo(2) },
});

/**
 * Reports the store's registers and gives the store opening hours around now (three hours either
 * side, every day), so its printer out of paper makes it red: `request` must be signed in as an
 * administrator (the calendar's save).
 */
export async function reportRedStore(request: APIRequestContext) {
  const path = '/api/agent/cashpoints/heartbeat';
  await agentPost(request, redStore.context, path, register('1', 'ok'));
  await agentPost(request, redStore.context, path, register(redStore.posId, 'paperOut'));
  await agentPost(request, redStore.context, '/api/agent/store-agents/heartbeat', {
    storeId: redStore.storeId,
    storeName: redStore.name,
    agentVersion: '3.4.0',
  });
  const tree = await request.get(`/api/frontend/cashpoints?contextId=${redStore.context}`);
  expect(tree.status()).toBe(200);
  const store = ((await tree.json()).stores as { id: string; uid: string }[]).find((s) => s.id === redStore.storeId)!;
  const from = berlinHour(-3);
  const to = berlinHour(3);
  const saved = await request.post('/api/frontend/store-calendar/save', {
    data: {
      contextId: redStore.context,
      storeUid: store.uid,
      timeZone: 'Europe/Berlin',
      region: null,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from, to })),
      specialDays: [],
    },
  });
  if (!saved.ok()) throw new Error(`store calendar: ${saved.status()} ${await saved.text()}`);
}
