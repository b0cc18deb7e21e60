import type { Db } from '../platform/db/connection';
import { StoreReplyCache, type BuiltStore, type CachedReply } from './storeReplyCache';
import { fleetVersion, storeStamps } from './repository/storeStamps';

/** Builds the parts of the given stores of a context (every store with null). */
export type BuildStores<R> = (
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
  storeRowIds: number[] | null,
) => Promise<Map<number, BuiltStore<R>>>;

/**
 * A reply kept per store (the tree, each report): read from its cache, which rebuilds only the
 * stores whose change marks on `targets` moved. `keepRows`: see `StoreReplyCache`. `contextStamp`:
 * what else the whole reply depends on that leaves no change mark (the store calendars of the
 * register report); when it changes, every store of the context is built anew.
 */
export function cachedPerStore<R>(
  name: string,
  targets: 'cashpoints' | 'storeAgents',
  build: BuildStores<R>,
  keepRows = true,
  contextStamp?: (db: Db, contextId: number) => Promise<string>,
) {
  const cache = new StoreReplyCache<R>(name, (row) => JSON.stringify(row), keepRows);
  return async (db: Db, contextId: number, now: number, offlineAfterSeconds: number): Promise<CachedReply<R>> => {
    const [version, extra] = await Promise.all([fleetVersion(db), contextStamp?.(db, contextId) ?? '']);
    return cache.read(
      db,
      contextId,
      `${version}|${extra}`,
      now,
      async () => {
        const stamps = await storeStamps(db, contextId, targets, now);
        return { ...stamps, contextStamp: `${stamps.contextStamp}|${extra}` };
      },
      (ids) => build(db, contextId, now, offlineAfterSeconds, ids),
    );
  };
}
