import { storesOpenNowOrUnknown } from '../calendar';
import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { berlinDayStart, judgeStore, type RegisterFacts, type StoreFacts, type StoreHealth } from './logic';
import { devicesNotOk, masterDataToJudge, receiptsWaiting, storesOf, terminalsToJudge } from './repository/facts';
import { healthRow } from './views';

type State = components['schemas']['StoreHealthState'];
type Page = components['schemas']['StoreHealthPage'];

const order: Record<State, number> = { red: 0, yellow: 1, green: 2 };

/** Every store of the context judged: its row and its health. */
async function judgedStores(db: Db, contextId: number, now: number) {
  const [stores, open, devices, terminals, flows, masterData] = await Promise.all([
    storesOf(db, contextId),
    storesOpenNowOrUnknown(db, contextId, now),
    devicesNotOk(db, contextId),
    terminalsToJudge(db, contextId),
    receiptsWaiting(db, contextId),
    masterDataToJudge(db, contextId, berlinDayStart(now)),
  ]);
  // Only stores with a fact to judge get facts; the others are green without a look.
  const uids = new Map(stores.map((s) => [s.id, s.uid]));
  const facts = new Map<number, StoreFacts & { byRegister: Map<number, RegisterFacts> }>();
  const storeFacts = (storeRowId: number) => {
    let entry = facts.get(storeRowId);
    if (!entry) {
      const uid = uids.get(storeRowId) ?? '';
      entry = {
        storeUid: uid,
        open: open.get(storeRowId) ?? null,
        registers: [],
        masterData: [],
        byRegister: new Map(),
      };
      facts.set(storeRowId, entry);
    }
    return entry;
  };
  const registerFacts = (row: { cashpointId: number; storeRowId: number; uid: string; posId: string }) => {
    const store = storeFacts(row.storeRowId);
    let register = store.byRegister.get(row.cashpointId);
    if (!register) {
      register = { uid: row.uid, posId: row.posId, peripherals: [] };
      store.byRegister.set(row.cashpointId, register);
      store.registers.push(register);
    }
    return register;
  };
  for (const d of devices)
    registerFacts(d).peripherals.push({
      kind: d.kind as RegisterFacts['peripherals'][number]['kind'],
      state: d.state as RegisterFacts['peripherals'][number]['state'],
      since: d.since,
    });
  for (const t of terminals)
    registerFacts(t).payment = {
      terminalId: t.terminalId,
      reachable: t.reachable === 1,
      reachableSince: t.reachableSince,
      uncutSince: t.uncutSince,
      offlineTransactions: t.offlineTransactions,
      oldestOfflineAt: t.oldestOfflineAt,
    };
  for (const f of flows)
    registerFacts(f).dataFlow = { unsentReceipts: f.unsentReceipts, oldestUnsentAt: f.oldestUnsentAt };
  for (const m of masterData)
    storeFacts(m.storeRowId).masterData.push({
      kind: m.kind as StoreFacts['masterData'][number]['kind'],
      version: m.version,
      receivedAt: m.receivedAt,
      appliedAt: m.appliedAt,
    });
  const green: StoreHealth = { state: 'green', causes: [] };
  return stores.map((store) => {
    const known = facts.get(store.id);
    return { store, health: known ? judgeStore(known, now) : green };
  });
}

/**
 * One page of a context's stores by health, red first, then by store number; the counts per state
 * over every store of the context.
 */
export async function storeHealthPage(
  db: Db,
  contextId: number,
  now: number,
  query: { state?: State; page: number; size: number },
): Promise<Page> {
  const judged = await judgedStores(db, contextId, now);
  const counts = { green: 0, yellow: 0, red: 0 };
  for (const { health } of judged) counts[health.state] += 1;
  const matching = judged
    .filter(({ health }) => query.state === undefined || health.state === query.state)
    .sort(
      (a, b) =>
        order[a.health.state] - order[b.health.state] ||
        Number(a.store.storeId) - Number(b.store.storeId) ||
        a.store.storeId.localeCompare(b.store.storeId),
    );
  const from = (query.page - 1) * query.size;
  return {
    rows: matching.slice(from, from + query.size).map(({ store, health }) => healthRow(store, health)),
    total: matching.length,
    counts,
  };
}
