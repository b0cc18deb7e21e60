import { storesOpenNowOrUnknown } from '../calendar';
import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { berlinDayStart, judgeStore, type StoreHealth } from './logic';
import { assembleFacts } from './logic/assemble';
import { candidateFacts } from './repository/candidates';
import { storesOf } from './repository/facts';
import { healthRow } from './views';

type State = components['schemas']['StoreHealthState'];
type Page = components['schemas']['StoreHealthPage'];

const order: Record<State, number> = { red: 0, yellow: 1, green: 2 };
const green: StoreHealth = { state: 'green', causes: [] };

/**
 * Every store of the context judged: its row and its health. Only the stores with a fact that can
 * be a cause are judged, as the marks judge them (unhealthyStores.ts), and the calendar is asked
 * only about those; the others are green without a look.
 */
async function judgedStores(db: Db, contextId: number, now: number) {
  const [stores, candidates] = await Promise.all([
    storesOf(db, contextId),
    candidateFacts(db, [contextId], berlinDayStart(now)),
  ]);
  const facts = assembleFacts(candidates);
  const open = await storesOpenNowOrUnknown(db, contextId, now, [...facts.keys()]);
  return stores.map((store) => {
    const known = facts.get(store.id);
    return { store, health: known ? judgeStore({ ...known, open: open.get(store.id) ?? null }, now) : green };
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
