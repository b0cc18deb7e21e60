import { cachedPerStore } from './cachedPerStore';
import { treeStores } from './repository/cashpointTree';

/**
 * The tree of a context from the per-store cache, rebuilding only the stores that changed. It is
 * only ever sent whole, so the cache keeps its bytes and not its nodes.
 */
export const cachedCashpointTree = cachedPerStore('tree', 'cashpoints', treeStores, false);
