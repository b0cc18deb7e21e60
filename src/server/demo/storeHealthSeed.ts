import type { Db } from '../platform/db/connection';
import { berlinDayStart, terminalFacts } from '../storeHealth/logic';
import { storeCashpointSections, storeMasterData } from '../storeHealth/repository/ingest';
import { reportingTargets } from './repository/healthSeedRows';
import { delivered, lastDeliveryAt, peripheralsOf, terminalIdOf, trait } from './storeHealthData';

// The demo's store health at its start (issue 51): in every customer context one store of each
// scenario the simulator plays, written through the ingest's own writes as if their agents had just
// reported them: a receipt printer out of paper for eleven minutes (refilled within the hour), a card
// terminal that missed last night's cut, a store whose receipts backed up while its line to head
// office was down (they drain within twenty minutes), a store server without the last price file.
// The simulator reads them back and goes on from them (simulator/storeHealthStored.ts). The rest of
// the fleet reports itself healthy with its first heartbeats.

const minute = 60_000;
const hour = 60 * minute;

/** The scenarios in the order the stores are handed out. */
const scenarios = ['printer', 'cut', 'receipts', 'prices'] as const;

interface Candidate {
  contextId: number;
  storeId: string;
  posIds: string[];
  server: boolean;
}

async function plant(db: Db, scenario: (typeof scenarios)[number], store: Candidate, now: number) {
  const { contextId, storeId } = store;
  const register = (posId: string) => ({ contextId, storeId, posId });
  if (scenario === 'printer') {
    const posId = store.posIds[0]!;
    const peripherals = peripheralsOf(
      storeId,
      posId,
      { state: 'paperOut', since: now - 11 * minute },
      now - 3 * 24 * hour,
    );
    await storeCashpointSections(db.kysely, register(posId), { peripherals }, (k, r) => terminalFacts(k, r, now), now);
  }
  if (scenario === 'cut') {
    // Its last payment yesterday evening, its last cut the evening before: last night's was missed.
    const dayStart = berlinDayStart(now);
    const payment = {
      terminalId: terminalIdOf(storeId, store.posIds[0]!),
      reachable: true,
      lastTransactionAt: new Date(dayStart - 4 * hour - 5 * minute).toISOString(),
      lastCutAt: new Date(dayStart - 26 * hour).toISOString(),
      offlineTransactions: 0,
      oldestOfflineAt: null,
    };
    await storeCashpointSections(
      db.kysely,
      register(store.posIds[0]!),
      { payment },
      (k, r) => terminalFacts(k, r, now),
      now,
    );
  }
  if (scenario === 'receipts')
    // The line was down for the past 55 minutes: about one and a half receipts a minute wait per register.
    for (const posId of store.posIds) {
      const dataFlow = {
        unsentReceipts: 75 + Math.floor(trait(storeId, posId, 'backlog') * 15),
        oldestUnsentAt: new Date(now - 55 * minute).toISOString(),
        lastUploadAt: new Date(now - 55 * minute).toISOString(),
      };
      await storeCashpointSections(db.kysely, register(posId), { dataFlow }, (k, r) => terminalFacts(k, r, now), now);
    }
  if (scenario === 'prices') {
    const last = lastDeliveryAt(storeId, now);
    const before = lastDeliveryAt(storeId, last - 12 * hour);
    const files = [
      delivered(storeId, 'prices', before),
      delivered(storeId, 'promotions', last),
      delivered(storeId, 'articles', last),
    ];
    await storeMasterData(db.kysely, { contextId, storeId }, files, now);
  }
}

/** Plants the scenarios in each customer context, on stores whose agents report now. */
export async function seedDemoStoreHealth(db: Db, now: number): Promise<void> {
  const { registers, servers } = await reportingTargets(db, now - 10 * minute);
  const contexts = new Map<string, Map<string, Candidate>>();
  const candidate = (row: { contextId: number; contextKey: string; storeId: string }) => {
    let stores = contexts.get(row.contextKey);
    if (!stores) contexts.set(row.contextKey, (stores = new Map()));
    let store = stores.get(row.storeId);
    if (!store)
      stores.set(row.storeId, (store = { contextId: row.contextId, storeId: row.storeId, posIds: [], server: false }));
    return store;
  };
  for (const row of registers) candidate(row).posIds.push(row.posId);
  for (const row of servers) candidate(row).server = true;
  for (const stores of contexts.values()) {
    // The stores in an order of their own (the same every time), each scenario on the next that fits.
    const order = [...stores.values()].sort(
      (a, b) => trait(a.storeId, 'server', 'demo') - trait(b.storeId, 'server', 'demo'),
    );
    const taken = new Set<string>();
    for (const scenario of scenarios) {
      const fits = (s: Candidate) => !taken.has(s.storeId) && (scenario === 'prices' ? s.server : s.posIds.length > 0);
      const store = order.find(fits);
      if (!store) continue;
      taken.add(store.storeId);
      await plant(db, scenario, store, now);
    }
  }
}
