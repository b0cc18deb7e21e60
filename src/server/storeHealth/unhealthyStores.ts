import { storesOpenNowOrUnknown } from '../calendar';
import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { berlinDayStart, judgeStore, type StoreHealth } from './logic';
import { assembleFacts, type StoreOfRow } from './logic/assemble';
import { candidateFacts } from './repository/candidates';
import { healthRow } from './views';

type Marks = components['schemas']['StoreHealthMarks'];
type RedStores = components['schemas']['RedStores'];

/** Red stores the start page lists per context; `total` counts them all. */
const redShown = 10;
const rank = { red: 0, yellow: 1, green: 2 } as const;

/**
 * The stores of these contexts that are not green, judged as the store health list judges them
 * (logic/health.ts), red first, then by store number. Only stores with a fact that can be a cause
 * are read and judged, and their calendars asked only for them: every other store is green.
 */
async function notGreen(db: Db, contextIds: readonly number[], now: number, redOnly: boolean) {
  if (contextIds.length === 0) return [];
  const facts = assembleFacts(await candidateFacts(db, contextIds, berlinDayStart(now), redOnly));
  const perContext = new Map<number, number[]>();
  for (const [rowId, { store }] of facts)
    perContext.set(store.contextId, [...(perContext.get(store.contextId) ?? []), rowId]);
  for (const [contextId, rowIds] of perContext) {
    const open = await storesOpenNowOrUnknown(db, contextId, now, rowIds);
    for (const rowId of rowIds) facts.get(rowId)!.open = open.get(rowId) ?? null;
  }
  const judged: { store: StoreOfRow; health: StoreHealth }[] = [];
  for (const entry of facts.values()) {
    const health = judgeStore(entry, now);
    if (health.state !== 'green' && (!redOnly || health.state === 'red')) judged.push({ store: entry.store, health });
  }
  return judged.sort(
    (a, b) =>
      rank[a.health.state] - rank[b.health.state] ||
      Number(a.store.storeId) - Number(b.store.storeId) ||
      a.store.storeId.localeCompare(b.store.storeId),
  );
}

const rowOf = ({ store, health }: { store: StoreOfRow; health: StoreHealth }) =>
  healthRow({ uid: store.storeUid, storeId: store.storeId, name: store.storeName }, health);

/** Every store of the context not green, for the marks of the fleet trees. */
export async function storeHealthMarks(db: Db, contextId: number, now: number): Promise<Marks> {
  return { stores: (await notGreen(db, [contextId], now, false)).map(rowOf) };
}

/** Per context (in the given order) with a red store: how many, and the first by store number. */
export async function redStores(
  db: Db,
  contexts: readonly { id: number; key: string; name: string }[],
  now: number,
): Promise<RedStores> {
  const red = await notGreen(
    db,
    contexts.map((c) => c.id),
    now,
    true,
  );
  return {
    contexts: contexts.flatMap((c) => {
      const mine = red.filter(({ store }) => store.contextId === c.id);
      if (mine.length === 0) return [];
      return [{ key: c.key, name: c.name, total: mine.length, stores: mine.slice(0, redShown).map(rowOf) }];
    }),
  };
}
