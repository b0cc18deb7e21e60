import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { berlinDayStart, judgeStore, storeState, type StoreHealth } from './logic';
import { assembleFacts, type AssembledStore } from './logic/assemble';
import { openOrUnknown } from './openStores';
import { candidateFacts } from './repository/candidates';
import { storeCountOf, storesOf } from './repository/facts';
import { healthRow } from './views';

type State = components['schemas']['StoreHealthState'];
type Page = components['schemas']['StoreHealthPage'];

const order: Record<State, number> = { red: 0, yellow: 1, green: 2 };
const green: StoreHealth = { state: 'green', causes: [] };

/** By store number, then by the text of the number (store numbers need not be numbers). */
const byStoreId = (a: { storeId: string }, b: { storeId: string }) =>
  Number(a.storeId) - Number(b.storeId) || a.storeId.localeCompare(b.storeId);

/**
 * The stores of the context that are not green, with their state, red first, then by store number.
 * Only the stores with a fact that can be a cause are judged, as the marks judge them
 * (unhealthyStores.ts), and the calendar is asked only about those; the others are green without a
 * look. Judged for their state alone: the causes' texts are made for the page's rows only.
 */
async function notGreenStores(db: Db, contextId: number, now: number, storeCount: number) {
  const facts = assembleFacts(await candidateFacts(db, [contextId], berlinDayStart(now)));
  const open = await openOrUnknown(db, contextId, now, [...facts.keys()], storeCount);
  const judged: { entry: AssembledStore; state: State }[] = [];
  for (const [rowId, entry] of facts) {
    entry.open = open.get(rowId) ?? null;
    const state = storeState(entry, now);
    if (state !== 'green') judged.push({ entry, state });
  }
  return judged.sort((a, b) => order[a.state] - order[b.state] || byStoreId(a.entry.store, b.entry.store));
}

/** The green stores of the context by store number: all but the ones judged otherwise. */
async function greenStores(db: Db, contextId: number, notGreen: ReadonlySet<number>) {
  return (await storesOf(db, contextId)).filter((store) => !notGreen.has(store.id)).sort(byStoreId);
}

/**
 * One page of a context's stores by health, red first, then by store number; the counts per state
 * over every store of the context (the green ones counted, read only when the page shows some).
 */
export async function storeHealthPage(
  db: Db,
  contextId: number,
  now: number,
  query: { state?: State; page: number; size: number },
): Promise<Page> {
  const stores = await storeCountOf(db, contextId);
  const judged = await notGreenStores(db, contextId, now, stores);
  const counts = { green: 0, yellow: 0, red: 0 };
  for (const { state } of judged) counts[state] += 1;
  counts.green = Math.max(0, stores - counts.red - counts.yellow);
  const shown =
    query.state === undefined ? judged : query.state === 'green' ? [] : judged.filter((j) => j.state === query.state);
  const total = query.state === undefined ? counts.red + counts.yellow + counts.green : counts[query.state];
  const from = (query.page - 1) * query.size;
  const to = Math.min(from + query.size, total);
  const rows = shown.slice(from, to).map(({ entry }) => {
    const { storeUid, storeId, storeName } = entry.store;
    return healthRow({ uid: storeUid, storeId, name: storeName }, judgeStore(entry, now));
  });
  // The page reaches past the stores that are not green (or asks for the green ones): those follow.
  if (to > Math.max(from, shown.length) && (query.state === undefined || query.state === 'green')) {
    const greens = await greenStores(db, contextId, new Set(judged.map(({ entry }) => entry.store.storeRowId)));
    for (const store of greens.slice(Math.max(0, from - shown.length), to - shown.length))
      rows.push(healthRow(store, green));
  }
  return { rows, total, counts };
}
