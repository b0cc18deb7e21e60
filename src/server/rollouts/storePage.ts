import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import type { RolloutFacts, RolloutStoreState } from './model';
import { countedStores, defaultOfflineAfterSeconds, storeState } from './storeTargets';

export interface StorePageQuery {
  wave?: number;
  state?: RolloutStoreState;
  page: number;
  size: number;
}

export interface StorePage {
  stores: components['schemas']['RolloutStore'][];
  total: number;
  page: number;
}

/** At most this many stores on one page. */
export const maxStorePageSize = 500;

/** Store ids in the order people count them ('2' before '10'). */
const byStoreId = new Intl.Collator('de', { numeric: true }).compare;

/**
 * One page of a rollout's stores (the context's stores: those no started wave took are `pending` with
 * wave null), each with its state taken from its targets now, ordered by store id. Filtered by wave
 * and state; a page past the end is the last page.
 */
export async function rolloutStorePage(
  db: Db,
  rollout: RolloutFacts,
  query: StorePageQuery,
  now: number,
  offlineAfterSeconds = defaultOfflineAfterSeconds,
): Promise<StorePage> {
  const size = Math.min(Math.max(1, Math.floor(query.size)), maxStorePageSize);
  const all = await countedStores(db, rollout, now, offlineAfterSeconds, query.wave !== undefined);
  const chosen = all
    .filter((store) => query.wave === undefined || store.wave === query.wave)
    .map((store) => ({ store, state: storeState(store) }))
    .filter(({ state }) => query.state === undefined || state === query.state)
    .sort((a, b) => byStoreId(a.store.storeId, b.store.storeId));
  const lastPage = Math.max(1, Math.ceil(chosen.length / size));
  const page = Math.min(Math.max(1, Math.floor(query.page)), lastPage);
  const stores = chosen.slice((page - 1) * size, page * size).map(({ store, state }) => ({
    storeUid: store.storeUid,
    storeId: store.storeId,
    storeName: store.storeName || null,
    wave: store.wave,
    state,
    targets: store.targets,
    installed: store.installed,
    failed: store.failed,
    rolledBack: store.rolledBack,
  }));
  return { stores, total: chosen.length, page };
}
