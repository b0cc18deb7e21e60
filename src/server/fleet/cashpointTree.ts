import { cachedPerStore } from './cachedPerStore';
import { treeStores } from './repository/cashpointTree';

/** The tree of a context from the per-store cache, rebuilding only the stores that changed. */
export const cachedCashpointTree = cachedPerStore('tree', 'cashpoints', treeStores);
